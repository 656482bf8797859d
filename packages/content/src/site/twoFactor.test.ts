import { describe, expect, it } from 'vitest';
import { normaliseTotpCode, totpCodeError, twoFactorCopy } from './twoFactor';

describe('the code of an authenticator app', () => {
  it('accepts six digits, with the space or dash an app shows between its groups', () => {
    expect(totpCodeError('123456')).toBeNull();
    expect(totpCodeError('123 456')).toBeNull();
    expect(totpCodeError(' 123-456 ')).toBeNull();
    expect(normaliseTotpCode('123 456')).toBe('123456');
  });

  it('asks for a code when there is none', () => {
    expect(totpCodeError('')).toBe(twoFactorCopy.code.required);
    expect(totpCodeError('   ')).toBe(twoFactorCopy.code.required);
  });

  it('refuses anything but six digits', () => {
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６', '12345.']) {
      expect(totpCodeError(bad)).toBe(twoFactorCopy.code.invalid);
    }
  });
});
