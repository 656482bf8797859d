import { describe, expect, it } from 'vitest';
import {
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_CHECKS,
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  type VolunteerApplicationValues,
  volunteerApplicationDefaults,
  volunteerApplicationError,
  volunteerApplicationErrors,
  volunteerApplicationSchema,
  volunteerAvailabilityLabels,
} from './index';

const complete: VolunteerApplicationValues = {
  ...volunteerApplicationDefaults,
  firstName: 'Yusuf',
  lastName: 'Rahman',
  email: 'yusuf@example.org',
  phone: '07700 900123',
  skills: ['Fundraising'],
  interests: ['Refugee Support'],
  agreeTerms: true,
  agreeBackground: true,
};

const messages = {
  fullName: 'Please enter your full name',
  email: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  skills: 'Please select at least one skill',
  interests: 'Please select at least one area of interest',
  agreements: 'Please agree to all terms and conditions',
};

describe('volunteer application', () => {
  it('given the required fields and both agreements, then there is no error', () => {
    expect(volunteerApplicationError(complete)).toBeNull();
    expect(volunteerApplicationSchema.safeParse(complete).success).toBe(true);
  });

  it('given every optional field filled in, then it still passes and values are trimmed', () => {
    const data = volunteerApplicationSchema.parse({
      ...complete,
      firstName: '  Yusuf ',
      address: '1 High Street',
      city: 'London',
      country: 'United Kingdom',
      dateOfBirth: '1990-04-01',
      occupation: 'Nurse',
      availability: 'weekends',
      experience: 'Food bank',
      motivation: 'To help',
      references: 'On request',
      emergencyContact: 'Sara Rahman',
      emergencyPhone: '07700 900456',
    });
    expect(data.firstName).toBe('Yusuf');
    expect(data.availability).toBe('weekends');
  });

  describe('each check alone', () => {
    it.each([
      { change: { firstName: '' }, field: 'firstName', expected: messages.fullName },
      { change: { lastName: '' }, field: 'lastName', expected: messages.fullName },
      { change: { firstName: '   ' }, field: 'firstName', expected: messages.fullName },
      { change: { email: '' }, field: 'email', expected: messages.email },
      { change: { email: 'yusuf@example' }, field: 'email', expected: messages.email },
      { change: { email: 'yusuf @example.org' }, field: 'email', expected: messages.email },
      { change: { phone: '' }, field: 'phone', expected: messages.phone },
      { change: { phone: '  ' }, field: 'phone', expected: messages.phone },
      { change: { skills: [] }, field: 'skills', expected: messages.skills },
      { change: { interests: [] }, field: 'interests', expected: messages.interests },
      { change: { agreeTerms: false }, field: 'agreeTerms', expected: messages.agreements },
      {
        change: { agreeBackground: false },
        field: 'agreeBackground',
        expected: messages.agreements,
      },
    ])('given $change, then the toast says "$expected"', ({ change, field, expected }) => {
      const values = { ...complete, ...change };
      expect(volunteerApplicationError(values)).toBe(expected);
      // The schema reports the same single failure, on a field, for focus and summaries.
      const issues = volunteerApplicationSchema.safeParse(values).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([expected]);
      expect(issues[0]?.path).toEqual([field]);
    });
  });

  describe('order when several checks fail', () => {
    it('given the empty form, then the name check speaks first', () => {
      expect(volunteerApplicationError(volunteerApplicationDefaults)).toBe(messages.fullName);
    });

    it.each([
      { fixed: 'name', change: { firstName: 'Y', lastName: 'R' }, expected: messages.email },
      {
        fixed: 'name, email',
        change: { firstName: 'Y', lastName: 'R', email: 'y@example.org' },
        expected: messages.phone,
      },
      {
        fixed: 'name, email, phone',
        change: { firstName: 'Y', lastName: 'R', email: 'y@example.org', phone: '1' },
        expected: messages.skills,
      },
      {
        fixed: 'name, email, phone, skills',
        change: {
          firstName: 'Y',
          lastName: 'R',
          email: 'y@example.org',
          phone: '1',
          skills: ['Legal/Law'],
        },
        expected: messages.interests,
      },
      {
        fixed: 'everything but the agreements',
        change: {
          firstName: 'Y',
          lastName: 'R',
          email: 'y@example.org',
          phone: '1',
          skills: ['Legal/Law'],
          interests: ['Elderly Care'],
        },
        expected: messages.agreements,
      },
    ])(
      'given the empty form with $fixed fixed, then "$expected" is next',
      ({ change, expected }) => {
        expect(volunteerApplicationError({ ...volunteerApplicationDefaults, ...change })).toBe(
          expected,
        );
      },
    );

    it('lists the six checks in the spec order', () => {
      expect(VOLUNTEER_CHECKS.map((check) => check.message)).toEqual(Object.values(messages));
    });
  });

  it('given a value of the wrong kind from code, then the generic failure toast is used', () => {
    const broken = { ...complete, skills: 'Fundraising' } as unknown as VolunteerApplicationValues;
    expect(volunteerApplicationError(broken)).toBe('Something went wrong. Please try again.');
  });

  it('given an availability outside the five, then the schema refuses it', () => {
    const values = {
      ...complete,
      availability: 'sometimes',
    } as unknown as VolunteerApplicationValues;
    expect(volunteerApplicationSchema.safeParse(values).success).toBe(false);
  });

  it('offers the 15 skills of the spec, in order', () => {
    expect(VOLUNTEER_SKILLS).toEqual([
      'Teaching/Education',
      'Healthcare/Medical',
      'Engineering/Technical',
      'Marketing/Communications',
      'Finance/Accounting',
      'Project Management',
      'Translation/Languages',
      'Photography/Videography',
      'Social Media',
      'Fundraising',
      'Event Planning',
      'Construction/Manual Labor',
      'IT/Web Development',
      'Legal/Law',
      'Counseling/Psychology',
    ]);
  });

  it('offers the 12 interests of the spec, in order', () => {
    expect(VOLUNTEER_INTERESTS).toEqual([
      'Food Security',
      'Healthcare',
      'Education',
      'Emergency Relief',
      'Water & Sanitation',
      'Women Empowerment',
      'Orphan Care',
      'Environmental Protection',
      'Community Development',
      'Refugee Support',
      'Elderly Care',
      'Disability Support',
    ]);
  });

  it('labels the five availability values as the spec does', () => {
    expect(
      VOLUNTEER_AVAILABILITY.map((value) => [value, volunteerAvailabilityLabels[value]]),
    ).toEqual([
      ['weekends', 'Weekends only'],
      ['weekdays', 'Weekdays only'],
      ['flexible', 'Flexible schedule'],
      ['fulltime', 'Full-time availability'],
      ['occasional', 'Occasional/Event-based'],
    ]);
  });

  it('starts with every field empty or unticked', () => {
    for (const value of Object.values(volunteerApplicationDefaults)) {
      expect([false, '', []]).toContainEqual(value);
    }
    expect(Object.keys(volunteerApplicationDefaults)).toHaveLength(19);
  });
});

describe('every failing volunteer check at once (a form sent without JavaScript)', () => {
  it("given nothing filled in, then each check says why, on its field, in the checks' order", () => {
    const result = volunteerApplicationErrors(volunteerApplicationDefaults);
    expect(result.success).toBe(false);
    expect(Object.entries(result.errors)).toEqual([
      ['firstName', messages.fullName],
      ['email', messages.email],
      ['phone', messages.phone],
      ['skills', messages.skills],
      ['interests', messages.interests],
      ['agreeTerms', messages.agreements],
    ]);
  });

  it('given names of spaces and one agreement, then the name and the other agreement are named', () => {
    const result = volunteerApplicationErrors({
      ...complete,
      firstName: 'Yusuf',
      lastName: '   ',
      agreeBackground: false,
    });
    expect(result.errors).toEqual({
      lastName: messages.fullName,
      agreeBackground: messages.agreements,
    });
  });

  it("given a complete application, then it passes trimmed, as the browser's checks do", () => {
    const result = volunteerApplicationErrors({ ...complete, city: '  Leeds ' });
    expect(result).toEqual({ success: true, data: { ...complete, city: 'Leeds' }, errors: {} });
    for (const check of VOLUNTEER_CHECKS) expect(check.passes(complete)).toBe(true);
  });

  it('given a value of the wrong kind (a forged post), then it fails with no field to name', () => {
    const forged = { ...complete, availability: 'always' } as unknown as typeof complete;
    expect(volunteerApplicationErrors(forged)).toEqual({ success: false, errors: {} });
  });
});
