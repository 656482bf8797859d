import { describe, expect, it } from 'vitest';
import { messages, validationMessages } from './messages';

describe('message templates (spec section 8)', () => {
  it.each([
    [messages.pageCreateFailed('duplicate slug'), 'Failed to create page: duplicate slug'],
    [messages.pageUpdateFailed('denied'), 'Failed to update page: denied'],
    [messages.pageDeleteFailed('denied'), 'Failed to delete page: denied'],
    [messages.mediaUpdateFailed('denied'), 'Failed to update media file: denied'],
    [messages.mediaDeleteFailed('gone'), 'Failed to delete media file: gone'],
    [messages.fileUploaded('photo.jpg'), 'photo.jpg uploaded successfully'],
    [messages.fileUploadFailed('photo.jpg', 'too large'), 'Failed to upload photo.jpg: too large'],
    [messages.pageSaveFailed('offline'), 'Failed to save page: offline'],
    [messages.settingsUpdateFailed('denied'), 'Failed to update settings: denied'],
    [messages.profileCreateFailed('denied'), 'Failed to create admin profile: denied'],
  ])('fills in the value: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [messages.signedIn, 'Signed in successfully!'],
    [messages.signInFailed, 'Unable to sign in. Please try again.'],
    [
      messages.connectionFailed,
      'Connection failed. Please check if you can access the internet and try again.',
    ],
    [messages.authNotReady, 'Authentication system not ready. Please try again.'],
    [messages.profileCreateNetworkError, 'Failed to create admin profile due to network error'],
    [messages.profileCreated, 'Admin profile created successfully!'],
    [messages.pageCreated, 'Page created successfully'],
    [messages.pageUpdated, 'Page updated successfully'],
    [messages.pageDeleted, 'Page deleted successfully'],
    [messages.mediaUpdated, 'Media file updated successfully'],
    [messages.mediaDeleted, 'Media file deleted successfully'],
    [messages.pageSaved, 'Page saved successfully'],
    [messages.settingsUpdated, 'Settings updated successfully'],
    [messages.unknownSectionType, 'Unknown section type'],
    [messages.volunteerFailed, 'Something went wrong. Please try again.'],
    [
      messages.volunteerSubmitted,
      'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
    ],
    [messages.notFound, 'Oops! Page not found'],
    [messages.setupFailed, 'Setup Failed'],
    [messages.retrySetup, 'Retry Setup'],
    [messages.useAuthOutsideProvider, 'useAuth must be used within an AuthProvider'],
  ])('says %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    { service: 'Invalid login credentials', shown: 'Invalid login credentials' },
    { service: '', shown: 'Unable to sign in. Please try again.' },
    { service: '   ', shown: 'Unable to sign in. Please try again.' },
    { service: null, shown: 'Unable to sign in. Please try again.' },
    { service: undefined, shown: 'Unable to sign in. Please try again.' },
  ])('on a sign-in error from the service ($service), shows "$shown"', ({ service, shown }) => {
    expect(messages.signInError(service)).toBe(shown);
  });

  it('keeps the validation messages of spec section 5 word for word', () => {
    expect(validationMessages.contact).toEqual({
      nameRequired: 'Name is required',
      nameLength: 'Name must be between 2 and 50 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      subjectRequired: 'Subject is required',
      subjectLength: 'Subject must be between 5 and 100 characters',
      messageRequired: 'Message is required',
      messageLength: 'Message must be between 10 and 1000 characters',
    });
    expect(validationMessages.donation.amountInvalid).toBe(
      'Please enter a valid amount between £1 and £100,000',
    );
    expect(validationMessages.signIn).toEqual({
      emailInvalid: 'Invalid email address',
      passwordTooShort: 'Password must be at least 6 characters',
    });
  });
});
