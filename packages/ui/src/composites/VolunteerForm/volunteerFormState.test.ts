import {
  type VolunteerApplicationValues,
  volunteerApplicationDefaults,
  volunteerApplicationSchema,
} from '@charitykit/content';
import { describe, expect, it, vi } from 'vitest';
import { checkVolunteerApplication, submitVolunteerApplication } from './volunteerFormState';

const complete: VolunteerApplicationValues = {
  ...volunteerApplicationDefaults,
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.org',
  phone: '07700 900123',
  skills: ['Fundraising'],
  interests: ['Education'],
  agreeTerms: true,
  agreeBackground: true,
};

describe('the volunteer checks, in the spec order', () => {
  it.each<[string, Partial<VolunteerApplicationValues>, string, string]>([
    [
      'no names at all',
      { firstName: '', lastName: '', email: '' },
      'Please enter your full name',
      'firstName',
    ],
    ['a last name of spaces', { lastName: '   ' }, 'Please enter your full name', 'lastName'],
    [
      'an e-mail without a domain',
      { email: 'amina@', phone: '' },
      'Please enter a valid email address',
      'email',
    ],
    ['no phone number', { phone: ' ', skills: [] }, 'Please enter your phone number', 'phone'],
    ['no skill', { skills: [], interests: [] }, 'Please select at least one skill', 'skills'],
    [
      'no interest',
      { interests: [], agreeTerms: false },
      'Please select at least one area of interest',
      'interests',
    ],
    [
      'the terms unticked',
      { agreeTerms: false },
      'Please agree to all terms and conditions',
      'agreeTerms',
    ],
    [
      'the background check unticked',
      { agreeBackground: false },
      'Please agree to all terms and conditions',
      'agreeBackground',
    ],
  ])('stops at the first failure: %s', (_case, change, message, field) => {
    expect(checkVolunteerApplication({ ...complete, ...change })).toMatchObject({
      valid: false,
      message,
      field,
    });
  });

  it('passes a complete application, trimmed', () => {
    const result = checkVolunteerApplication({ ...complete, city: '  London ' });
    expect(result).toMatchObject({ valid: true, data: { ...complete, city: 'London' } });
  });
});

describe('submitting a volunteer application', () => {
  it('reports the failing check without waiting or handing anything over', async () => {
    const onSubmit = vi.fn();
    const outcome = await submitVolunteerApplication(
      { ...complete, phone: '' },
      { delayMs: 10_000, onSubmit },
    );
    expect(outcome).toMatchObject({ status: 'invalid', message: 'Please enter your phone number' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits the simulated delay before handing the application over', async () => {
    vi.useFakeTimers();
    try {
      const onSubmit = vi.fn();
      const submitting = submitVolunteerApplication(complete, { delayMs: 2000, onSubmit });
      await vi.advanceTimersByTimeAsync(1999);
      expect(onSubmit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(submitting).resolves.toEqual({ status: 'sent', data: complete });
      expect(onSubmit).toHaveBeenCalledWith(complete);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a handler that throws into the unexpected-failure message', async () => {
    const outcome = await submitVolunteerApplication(complete, {
      delayMs: 0,
      onSubmit: () => Promise.reject(new Error('offline')),
    });
    expect(outcome).toEqual({
      status: 'failed',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('hands nothing over when the form goes away during the wait', async () => {
    const controller = new AbortController();
    const onSubmit = vi.fn();
    const submitting = submitVolunteerApplication(complete, {
      delayMs: 10_000,
      onSubmit,
      signal: controller.signal,
    });
    controller.abort();
    await expect(submitting).resolves.toEqual({ status: 'cancelled' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a charity with its own checks', () => {
  it('runs the schema it passes, with the same first-failure reporting', () => {
    const ownChecks = volunteerApplicationSchema.refine((application) => application.city !== '', {
      message: 'Please tell us your city',
      path: ['city'],
    });
    expect(checkVolunteerApplication({ ...complete, city: ' ' }, ownChecks)).toMatchObject({
      valid: false,
      message: 'Please tell us your city',
      field: 'city',
    });
    expect(checkVolunteerApplication({ ...complete, phone: '' }, ownChecks)).toMatchObject({
      valid: false,
      message: 'Please enter your phone number',
      field: 'phone',
    });
  });

  it('agrees with the content schema on every one of its checks', () => {
    const cases: Partial<VolunteerApplicationValues>[] = [
      {},
      { firstName: '' },
      { email: 'no-at-sign' },
      { phone: '' },
      { skills: [] },
      { interests: [] },
      { agreeBackground: false },
    ];
    for (const change of cases) {
      const values = { ...complete, ...change };
      const withSchema = checkVolunteerApplication(values, volunteerApplicationSchema);
      expect(checkVolunteerApplication(values)).toEqual(withSchema);
    }
  });
});
