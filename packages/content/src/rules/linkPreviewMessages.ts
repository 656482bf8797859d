/**
 * Issue 23's settings and page-form messages, in a module of their own: the public forms load
 * `validationMessages` whole, and only the back-office shows these.
 */
export const linkPreviewMessages = {
  registrationNumberInvalid:
    'Please enter the registration number as letters and digits only, for example 1234567 or SC012345',
  shareImageInvalid: 'Please choose an image from the media library',
};
