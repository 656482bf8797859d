import { describe, expect, it } from 'vitest';
import { removeAngleBrackets, sanitizeAsTyped, sanitizeFinal } from './sanitize';

describe('text sanitiser (decision 3)', () => {
  it.each([
    { input: 'hello', typed: 'hello', final: 'hello' },
    {
      input: '<script>alert(1)</script>',
      typed: 'scriptalert(1)/script',
      final: 'scriptalert(1)/script',
    },
    { input: 'a > b < c', typed: 'a  b  c', final: 'a  b  c' },
    { input: 'two words ', typed: 'two words ', final: 'two words' },
    { input: '  padded  ', typed: '  padded  ', final: 'padded' },
    { input: ' <> ', typed: '  ', final: '' },
    { input: '', typed: '', final: '' },
  ])(
    'given "$input", then typed gives "$typed" and final gives "$final"',
    ({ input, typed, final }) => {
      expect(sanitizeAsTyped(input)).toBe(typed);
      expect(sanitizeFinal(input)).toBe(final);
    },
  );

  it.each([999, 1000, 1001, 5000])('cuts %i characters to at most 1000', (length) => {
    const input = 'x'.repeat(length);
    expect(sanitizeAsTyped(input)).toHaveLength(Math.min(length, 1000));
    expect(sanitizeFinal(input)).toHaveLength(Math.min(length, 1000));
  });

  it('removes brackets before cutting, so they do not use up the allowance', () => {
    expect(sanitizeAsTyped(`${'<'.repeat(10)}${'x'.repeat(1000)}`)).toBe('x'.repeat(1000));
  });

  it('trims before cutting in the final step, so leading spaces do not use up the allowance', () => {
    expect(sanitizeFinal(`   ${'x'.repeat(1000)}`)).toBe('x'.repeat(1000));
  });

  it('does not end in half of an emoji when the cut falls inside one', () => {
    const input = `${'x'.repeat(999)}😀`;
    expect(sanitizeAsTyped(input)).toBe('x'.repeat(999));
  });

  it('final step leaves no space at the end after a cut', () => {
    expect(sanitizeFinal(`${'x'.repeat(999)} y`)).toBe('x'.repeat(999));
  });

  it('removeAngleBrackets removes only < and >', () => {
    expect(removeAngleBrackets('<a href="x">&amp;</a>')).toBe('a href="x"&amp;/a');
  });
});
