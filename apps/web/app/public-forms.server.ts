/**
 * The public forms that carry personal data, as their routes' actions handle a post of them
 * (issue 34): the same checks as the browser's form (content's rules, cleaned as the browser
 * cleans them before checking) and the same write (`@charitykit/data/public`). A new public form
 * (the mailing-list sign-up) is one more entry here and one action.
 */
import {
  type ContactFormValues,
  contactFormDefaults,
  contactFormSchema,
  contactPage,
  contactSendFailed,
  publicFormMessages,
  submissionNotices,
  submissionsLimited,
  type VolunteerApplicationValues,
  volunteerApplicationDefaults,
  volunteerApplicationErrors,
  volunteerPage,
} from '@charitykit/content';
import { submitContactMessage, submitVolunteerApplication } from '@charitykit/data/public';
import { checkContactForm, finishAllText } from '@charitykit/ui';
import type { PublicFormPost } from './form-post.server';

export const contactFormPost: PublicFormPost<ContactFormValues> = {
  name: 'contact message',
  fields: contactFormDefaults,
  check(values) {
    const checked = checkContactForm(values, contactFormSchema);
    return checked.valid
      ? { values: checked.data, errors: {}, valid: true }
      : { values: checked.values, errors: checked.errors, valid: false };
  },
  store: submitContactMessage,
  consentText: submissionNotices.contact.text,
  sentPath: contactPage.sent.path,
  failureMessage: contactSendFailed,
  limitedMessage: submissionsLimited,
};

export const volunteerFormPost: PublicFormPost<VolunteerApplicationValues> = {
  name: 'volunteer application',
  fields: volunteerApplicationDefaults,
  check(values) {
    // Every failing check at once: a page sent without JavaScript lists them all (GOV.UK),
    // where the browser's form stops at the first with its toast.
    const cleaned = finishAllText(values);
    const checked = volunteerApplicationErrors(cleaned);
    return checked.success
      ? { values: checked.data, errors: {}, valid: true }
      : { values: cleaned, errors: checked.errors, valid: false };
  },
  store: submitVolunteerApplication,
  consentText: submissionNotices.volunteer.text,
  sentPath: volunteerPage.sent.path,
  failureMessage: publicFormMessages.volunteerFailed,
  limitedMessage: submissionsLimited,
};
