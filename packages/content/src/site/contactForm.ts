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
