/**
 * Every message a person can see, in the spec's exact words (sections 5 and 8).
 * Screens import these instead of retyping them, so a wording change happens once.
 */
import {
  contactValidationMessages,
  donationValidationMessages,
  volunteerValidationMessages,
} from './formValidationMessages';
import { publicFormMessages } from './publicMessages';

export * from './publicMessages';

/** Validation messages of spec section 5, used by the schemas in this folder. */
export const validationMessages = {
  contact: contactValidationMessages,
  donation: donationValidationMessages,
  volunteer: volunteerValidationMessages,
  signIn: {
    emailInvalid: 'Invalid email address',
    passwordTooShort: 'Password must be at least 6 characters',
  },
  // The spec leaves these to the browser (`required`, colour picker, URL fields); the words
  // below are ours, written in the same style as the contact form's messages.
  page: {
    titleRequired: 'Title is required',
    slugRequired: 'Slug is required',
    slugFormat: 'Slug must be lowercase words joined by hyphens, for example about-us',
    slugReserved: 'This slug is the address of a page of the site, please choose another',
  },
  settings: {
    siteNameRequired: 'Site name is required',
    contactEmailInvalid: 'Please enter a valid email address',
    socialLinkInvalid: 'Please enter a full web address starting with http:// or https://',
    colorInvalid:
      'Please enter a colour as # followed by six hexadecimal digits, for example #2A9F8E',
    donationPageInvalid: 'Please enter a full web address starting with http:// or https://',
    retentionInvalid: 'Please enter a whole number of months from 1 to 120',
    footerLinkInvalid:
      'Please enter a web address starting with https://, or a page on this site starting with /',
  },
  safeUrl: {
    required: 'Please enter a web address',
    unsafe:
      'Please enter a web address starting with http:// or https://, or a site path starting with /',
  },
} as const;

/** Toasts, errors and fixed texts of spec section 8 (and the setup/not-found screens). */
export const messages = {
  // Public site
  volunteerFailed: publicFormMessages.volunteerFailed,
  volunteerSubmitted: publicFormMessages.volunteerSubmitted,
  notFound: 'Oops! Page not found',

  // Sign-in
  signedIn: 'Signed in successfully!',
  signInFailed: 'Unable to sign in. Please try again.',
  /** The service's message when it gave one, otherwise the spec's fallback. */
  signInError: (serviceMessage?: string | null): string =>
    serviceMessage?.trim() ? serviceMessage : messages.signInFailed,
  connectionFailed: 'Connection failed. Please check if you can access the internet and try again.',
  authNotReady: 'Authentication system not ready. Please try again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',

  // Profile setup
  profileCreateFailed: (message: string): string => `Failed to create admin profile: ${message}`,
  profileCreateNetworkError: 'Failed to create admin profile due to network error',
  profileCreated: 'Admin profile created successfully!',
  setupFailed: 'Setup Failed',
  retrySetup: 'Retry Setup',

  // Pages
  pageCreateFailed: (message: string): string => `Failed to create page: ${message}`,
  pageUpdateFailed: (message: string): string => `Failed to update page: ${message}`,
  pageDeleteFailed: (message: string): string => `Failed to delete page: ${message}`,
  pageCreated: 'Page created successfully',
  pageUpdated: 'Page updated successfully',
  pageDeleted: 'Page deleted successfully',

  // Media library and upload
  mediaUpdateFailed: (message: string): string => `Failed to update media file: ${message}`,
  mediaDeleteFailed: (message: string): string => `Failed to delete media file: ${message}`,
  mediaUpdated: 'Media file updated successfully',
  mediaDeleted: 'Media file deleted successfully',
  fileUploaded: (file: string): string => `${file} uploaded successfully`,
  fileUploadFailed: (file: string, message: string): string =>
    `Failed to upload ${file}: ${message}`,

  // Page builder
  pageSaveFailed: (message: string): string => `Failed to save page: ${message}`,
  pageSaved: 'Page saved successfully',
  unknownSectionType: 'Unknown section type',

  // Settings
  settingsUpdateFailed: (message: string): string => `Failed to update settings: ${message}`,
  settingsUpdated: 'Settings updated successfully',
} as const;

export type Messages = typeof messages;
export type ValidationMessages = typeof validationMessages;
