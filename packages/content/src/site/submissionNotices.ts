// Issue 24: what visitors read under the public forms about how their details are used. Apart
// from the staff inbox's words (submissions.ts) so the public pages carry only these. Each form's
// own notice is in its form's module (contactForm.ts, volunteerForm.ts): a module is bundled
// whole, so a page carries only its form's notice; this one holds what the forms share, and
// imports neither form's (`submissionNotices`, which gathers them, is in forms.ts).

/** What every public form's notice shares: the link after its text, the hidden field's name. */
export const sharedSubmissionNotice = {
  privacyLink: 'Read our Privacy Policy',
  privacyHref: '/privacy-policy',
  /** Names the hidden field only bots fill in. */
  honeypotLabel: 'Leave this field empty',
} as const;

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
