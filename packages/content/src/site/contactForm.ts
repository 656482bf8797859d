import { publicFormMessages } from '../rules/publicMessages';

// Every word the public forms show besides the rules' messages. ui's forms take these as their
// defaults; another charity rewords a form by passing its own labels. One module per form, so a
// page carries only its own form's words.

/** The contact form ("Send Us a Message"). */
export const contactFormLabels = {
  title: 'Send Us a Message',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  errorSummaryTitle: 'There is a problem',
  failure: publicFormMessages.volunteerFailed,
} as const;

/**
 * Issue 24: what a visitor reads under the contact form about how their details are used
 * (`submissionNotices.contact`). `text` is stored with the message as consent_text.
 */
export const contactSubmissionNotice = {
  text: 'We use your name and email only to reply to your message. Your message is kept securely and deleted automatically after our retention period; you can ask us to see, correct or erase it at any time.',
} as const;

/** The contact form's message when the message could not be stored (it keeps every field). */
export const contactSendFailed =
  'Your message could not be sent. Please try again in a few minutes; what you typed is still here.';
