// Issue 24: what visitors read under the public forms about how their details are used. Apart
// from the staff inbox's words (submissions.ts) so the public pages carry only these.

/**
 * The notice under each public form. `text` is stored with the submission as what the visitor
 * read (consent_text); the link to the privacy policy follows it.
 */
export const submissionNotices = {
  contact: {
    text: 'We use your name and email only to reply to your message. Your message is kept securely and deleted automatically after our retention period; you can ask us to see, correct or erase it at any time.',
  },
  volunteer: {
    text: 'We use the details in your application only to consider you as a volunteer and to contact you about it. They are kept securely and deleted automatically after our retention period; you can ask us to see, correct or erase them at any time.',
  },
  privacyLink: 'Read our Privacy Policy',
  privacyHref: '/privacy-policy',
  /** Names the hidden field only bots fill in. */
  honeypotLabel: 'Leave this field empty',
} as const;

/** The contact form's message when the message could not be stored (it keeps every field). */
export const contactSendFailed =
  'Your message could not be sent. Please try again in a few minutes; what you typed is still here.';

/** GOV.UK: a page showing a form's errors says so first in its title. */
export const formErrorTitle = (title: string) => `Error: ${title}`;

/**
 * The backend's flood limit answered a form the site server sent for a visitor: when to try
 * again, and that nothing typed was lost.
 */
export function submissionsLimited(minutes: number): string {
  const wait = Math.max(1, Math.ceil(minutes));
  return `We have received a lot of forms from your connection in the last few minutes. Please try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}; what you typed is still here.`;
}
