/** The public forms' words (spec sections 5 and 8); messages.ts has every screen's. */

// Each public form's messages of spec section 5 are with its checks (contactChecks.ts,
// donationChecks.ts, volunteerChecks.ts): a module is bundled whole, so a public page carries
// only its form's words, not every screen's nor the other forms' (issue 22).
// `validationMessages` in messages.ts gathers them with the back-office's.

/** The public forms' toasts of spec section 8, in their own module for the same reason. */
export const publicFormMessages = {
  volunteerFailed: 'Something went wrong. Please try again.',
  volunteerSubmitted:
    'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
} as const;
