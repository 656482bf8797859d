import { contactFormDefaults } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { checkContactForm } from './contactFormState';

const filled = {
  name: 'Amina Yusuf',
  email: 'amina@example.org',
  subject: 'Volunteering in London',
  message: 'I would like to help at weekends.',
};

describe('checking the contact form on submit', () => {
  it('gives every required message for an empty form', () => {
    const result = checkContactForm(contactFormDefaults);
    expect(result.valid).toBe(false);
    expect(result.valid ? {} : result.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('gives the length and shape messages for short or malformed values', () => {
    const result = checkContactForm({
      name: 'A',
      email: 'amina@',
      subject: 'Hi',
      message: 'Short',
    });
    expect(result.valid ? {} : result.errors).toEqual({
      name: 'Name must be between 2 and 50 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be between 5 and 100 characters',
      message: 'Message must be between 10 and 1000 characters',
    });
  });

  it('treats a field of spaces as empty and shows the trimmed text afterwards', () => {
    const result = checkContactForm({ ...filled, name: '   ', subject: '  Volunteering  ' });
    expect(result.valid ? {} : result.errors).toEqual({ name: 'Name is required' });
    expect(result.values.subject).toBe('Volunteering');
  });

  it('hands over trimmed values without angle brackets when everything is valid', () => {
    const result = checkContactForm({ ...filled, message: '  <b>I would like to help</b>  ' });
    expect(result).toMatchObject({
      valid: true,
      data: { ...filled, message: 'bI would like to help/b' },
    });
  });
});
