import { publicFormMessages } from '../rules/publicMessages';

// Every word the public forms show besides the rules' messages. ui's forms take these as their
// defaults; another charity rewords a form by passing its own labels. One module per form, so a
// page carries only its own form's words.

/** The volunteer application. */
export const volunteerFormLabels = {
  /** Names the form for assistive technology. */
  formName: 'Volunteer application',
  personalSection: 'Personal Information',
  skillsSection: 'Skills & Interests',
  experienceSection: 'Experience & Motivation',
  emergencySection: 'Emergency Contact',
  termsSection: 'Terms & Conditions',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address',
  city: 'City',
  country: 'Country',
  dateOfBirth: 'Date of Birth',
  occupation: 'Occupation',
  skills: 'Skills',
  interests: 'Areas of Interest',
  chooseAny: 'Select all that apply.',
  availability: 'Availability',
  experience: 'Previous Volunteer Experience',
  motivation: 'Why do you want to volunteer with us?',
  references: 'References',
  emergencyContact: 'Emergency Contact Name',
  emergencyPhone: 'Emergency Contact Phone',
  agreeTerms: 'I agree to the terms and conditions',
  agreeBackground: 'I consent to a background check if my role requires one',
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
  errorSummaryTitle: 'There is a problem',
  success: publicFormMessages.volunteerSubmitted,
  failure: publicFormMessages.volunteerFailed,
} as const;

/**
 * Issue 24: what a person reads under the volunteer application about how their details are
 * used (`submissionNotices.volunteer`). `text` is stored with the application as consent_text.
 */
export const volunteerSubmissionNotice = {
  text: 'We use the details in your application only to consider you as a volunteer and to contact you about it. They are kept securely and deleted automatically after our retention period; you can ask us to see, correct or erase them at any time.',
} as const;
