import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './validate';

const schema = z
  .object({ a: z.string().min(1, 'A first').min(3, 'A second'), b: z.number() })
  .refine((value) => value.a !== 'bad', 'whole form');

describe('validateForm', () => {
  it('given valid values, then it gives the parsed data and no errors', () => {
    expect(validateForm(schema, { a: 'abc', b: 1 })).toEqual({
      success: true,
      data: { a: 'abc', b: 1 },
      errors: {},
    });
  });

  it('given a field with several issues, then only its first message is kept', () => {
    const result = validateForm(schema, { a: '', b: 1 });
    expect(result).toEqual({ success: false, errors: { a: 'A first' } });
  });

  it('given an issue on no field, then it fails without a field error', () => {
    expect(validateForm(schema, { a: 'bad', b: 1 })).toEqual({ success: false, errors: {} });
  });
});
