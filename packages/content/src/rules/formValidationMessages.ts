// The public forms' messages of spec section 5, one small module of their own: each form's checks
// (loaded with that form) and the back-office's `validationMessages` read them from here, so the
// back-office does not load a form's code for its words, and no form page loads another's checks.

/** The contact form's messages of spec section 5 (`validationMessages.contact`). */
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

/** The volunteer application's messages of spec section 5 (`validationMessages.volunteer`). */
export const volunteerValidationMessages = {
  fullName: 'Please enter your full name',
  email: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  skills: 'Please select at least one skill',
  interests: 'Please select at least one area of interest',
  agreements: 'Please agree to all terms and conditions',
} as const;

/** The donation form's message of spec section 5 (`validationMessages.donation`). */
export const donationValidationMessages = {
  amountInvalid: 'Please enter a valid amount between £1 and £100,000',
} as const;
