import { describe, expect, it } from 'vitest';
import { contactFormDefaults, contactFormErrors, contactFormSchema } from './index';
import { validateForm } from './validate';

const valid = {
  name: 'Amina Khan',
  email: 'amina@example.org',
  subject: 'Volunteering',
  message: 'I would like to help at weekends.',
};

// An address of exactly `length` characters: local part padded with "a".
function emailOfLength(length: number): string {
  const domain = '@example.org';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

function errorsFor(change: Partial<typeof valid>) {
  return validateForm(contactFormSchema, { ...valid, ...change }).errors;
}

describe('contact form', () => {
  it('given every field within its limits, when checked, then it passes', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('given empty defaults, when checked, then each field says it is required', () => {
    expect(validateForm(contactFormSchema, contactFormDefaults).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  describe.each([
    {
      field: 'name',
      min: 2,
      max: 50,
      required: 'Name is required',
      length: 'Name must be between 2 and 50 characters',
    },
    {
      field: 'subject',
      min: 5,
      max: 100,
      required: 'Subject is required',
      length: 'Subject must be between 5 and 100 characters',
    },
    {
      field: 'message',
      min: 10,
      max: 1000,
      required: 'Message is required',
      length: 'Message must be between 10 and 1000 characters',
    },
  ] as const)('$field', ({ field, min, max, required, length }) => {
    it.each([
      { value: '', expected: required },
      { value: '   ', expected: required },
      { value: 'x'.repeat(min - 1), expected: length },
      { value: 'x'.repeat(min), expected: undefined },
      { value: 'x'.repeat(max), expected: undefined },
      { value: 'x'.repeat(max + 1), expected: length },
    ])('given $value.length characters, then the error is $expected', ({ value, expected }) => {
      expect(errorsFor({ [field]: value })[field]).toBe(expected);
    });

    it('given spaces around a value at the minimum, then they do not count', () => {
      expect(errorsFor({ [field]: `  ${'x'.repeat(min)}  ` })[field]).toBeUndefined();
      expect(errorsFor({ [field]: `  ${'x'.repeat(min - 1)}  ` })[field]).toBe(length);
    });
  });

  describe('email', () => {
    it.each([
      { label: 'empty', value: '', expected: 'Email is required' },
      { label: 'only spaces', value: '  ', expected: 'Email is required' },
      { label: '100 characters', value: emailOfLength(100), expected: undefined },
      {
        label: '101 characters',
        value: emailOfLength(101),
        expected: 'Please enter a valid email address',
      },
      {
        label: 'a space inside',
        value: 'amina khan@example.org',
        expected: 'Please enter a valid email address',
      },
      { label: 'no @', value: 'amina.example.org', expected: 'Please enter a valid email address' },
      {
        label: 'no domain dot',
        value: 'amina@example',
        expected: 'Please enter a valid email address',
      },
      { label: 'two @', value: 'a@b@example.org', expected: 'Please enter a valid email address' },
      { label: 'spaces around', value: '  amina@example.org ', expected: undefined },
    ])('given $label, then the error is $expected', ({ value, expected }) => {
      expect(errorsFor({ email: value }).email).toBe(expected);
    });
  });

  it('given a valid submit, then the data is trimmed and free of angle brackets', () => {
    const result = contactFormSchema.parse({ ...valid, name: '  <b>Amina</b>  ' });
    expect(result.name).toBe('bAmina/b');
  });

  it('given a value that is only angle brackets, then it counts as empty', () => {
    expect(errorsFor({ name: '<<>>' }).name).toBe('Name is required');
  });

  it('gives at most one message per field', () => {
    const result = contactFormSchema.safeParse({ ...valid, email: ` ${'a b'.repeat(40)}@x` });
    expect(result.success).toBe(false);
    const emailIssues = result.error?.issues.filter((issue) => issue.path[0] === 'email');
    expect(emailIssues).toHaveLength(1);
  });
});

describe('contactFormErrors, the zod-free check the public form runs', () => {
  const filled = {
    name: 'Amina Khan',
    email: 'amina@example.org',
    subject: 'Volunteering',
    message: 'I would like to help at weekends.',
  };
  const cases: Array<[string, Partial<typeof filled>]> = [
    ['valid', {}],
    ['empty', { name: '', email: '', subject: '', message: '' }],
    ['name 1', { name: 'A' }],
    ['name 2', { name: 'Al' }],
    ['name 50', { name: 'a'.repeat(50) }],
    ['name 51', { name: 'a'.repeat(51) }],
    ['name of spaces', { name: '   ' }],
    ['name with brackets', { name: '<A>' }],
    ['email 100', { email: `${'a'.repeat(88)}@example.org` }],
    ['email 101', { email: `${'a'.repeat(89)}@example.org` }],
    ['email with a space', { email: 'amina @example.org' }],
    ['email without a dot', { email: 'amina@example' }],
    ['subject 4', { subject: 'abcd' }],
    ['subject 5', { subject: 'abcde' }],
    ['subject 100', { subject: 's'.repeat(100) }],
    ['subject 101', { subject: 's'.repeat(101) }],
    ['message 9', { message: 'm'.repeat(9) }],
    ['message 10', { message: 'm'.repeat(10) }],
    ['message 1000', { message: 'm'.repeat(1000) }],
    ['message 1001', { message: 'm'.repeat(1001) }],
  ];
  it.each(cases)('agrees with contactFormSchema: %s', (_, change) => {
    const values = { ...filled, ...change };
    expect(contactFormErrors(values)).toEqual(validateForm(contactFormSchema, values).errors);
  });
});
