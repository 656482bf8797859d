import { describe, expect, it } from 'vitest';
import { contactPage } from './contactPage';
import { formErrorTitle, submissionsLimited } from './submissionNotices';
import { volunteerPage } from './volunteerPage';

describe('what a form sent without JavaScript says', () => {
  it('says when to try again after the flood limit, in whole minutes, at least one', () => {
    expect(submissionsLimited(0.2)).toContain('Please try again in 1 minute;');
    expect(submissionsLimited(1)).toContain('Please try again in 1 minute;');
    expect(submissionsLimited(4.1)).toContain('Please try again in 5 minutes;');
    expect(submissionsLimited(10)).toMatch(/what you typed is still here\.$/);
  });

  it("thanks the visitor in the spec's words for the volunteer form, on pages of their own", () => {
    expect(volunteerPage.sent.message).toBe(
      'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
    );
    expect(contactPage.sent.message).toContain('24 hours');
    expect(contactPage.sent.path).toBe('/contact/sent');
    expect(volunteerPage.sent.path).toBe('/volunteer/sent');
  });

  it('puts "Error: " before the title of a page showing a form\'s errors, as GOV.UK does', () => {
    expect(formErrorTitle('Contact Us')).toBe('Error: Contact Us');
  });
});
