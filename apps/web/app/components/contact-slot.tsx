import {
  type ContactFormValues,
  contactPage,
  contactSendFailed,
  contactSubmissionNotice,
} from '@charitykit/content';
import { ContactForm, type FormPostResult, Stack } from '@charitykit/ui';
import { logSubmission } from '../site';
import { Honeypot, SubmissionNotice, useHoneypot } from './form-extras';
import { useSubmissionBackend } from './submission-backend';
import { sendContactMessage } from './submit-later';

const log = logSubmission('Contact form');

/**
 * The contact form (issue 24): a valid message is logged as the spec says, then stored for
 * staff. The fields clear only once it is stored; otherwise the form says it was not sent and
 * keeps every word. Issue 34: without JavaScript (or before it runs) the browser posts it to
 * the page's action, which stores it the same way; `postResult` is its answer. The thanks is the
 * sent page's alone: with JavaScript the spec's cleared fields say it.
 */
export function ContactSlot({
  title,
  description,
  postResult,
}: {
  title: string;
  description?: string;
  postResult?: FormPostResult<ContactFormValues> | undefined;
}) {
  const backend = useSubmissionBackend();
  const honeypot = useHoneypot();
  const notice = contactSubmissionNotice.text;
  return (
    <Stack gap="small">
      <ContactForm
        title={title}
        description={description}
        headingLevel={2}
        failureMessage={contactSendFailed}
        action="/contact"
        postResult={postResult}
        successMessage={postResult?.status === 'sent' ? contactPage.sent.message : undefined}
        extra={<Honeypot inputRef={honeypot.ref} />}
        onSubmit={async (values) => {
          log(values);
          await sendContactMessage(
            values,
            { consentText: notice, website: honeypot.value() },
            backend,
          );
        }}
      />
      <SubmissionNotice text={notice} />
    </Stack>
  );
}
