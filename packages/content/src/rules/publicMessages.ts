/** The public forms' words (spec sections 5 and 8); messages.ts has every screen's. */

/**
 * Each public form's messages of spec section 5, in their own module: a module is bundled whole,
 * so a public page carries only its form's words, not every screen's (issue 22).
 * `validationMessages` in messages.ts gathers them with the back-office's.
 */
export const contactValidationMessages = {
  nameRequired: 'Name is required',
  nameLength: 'Name must be between 2 and 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectLength: 'Subject must be between 5 and 100 characters',
  messageRequired: 'Message is required',
  messageLength: 'Message must be between 10 and 1000 characters',
} as const;

export const donationValidationMessages = {
  amountInvalid: 'Please enter a valid amount between £1 and £100,000',
} as const;

export const volunteerValidationMessages = {
  fullName: 'Please enter your full name',
  email: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  skills: 'Please select at least one skill',
  interests: 'Please select at least one area of interest',
  agreements: 'Please agree to all terms and conditions',
} as const;

/** The public forms' toasts of spec section 8, in their own module for the same reason. */
export const publicFormMessages = {
  volunteerFailed: 'Something went wrong. Please try again.',
  volunteerSubmitted:
    'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
} as const;
