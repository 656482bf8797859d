import { describe, expect, it } from 'vitest';
import { base32, fromBase32, matchTotp, totpCode, totpStep, totpUri } from './totp.js';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('gives RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(fromBase32(base32(bytes))).toEqual(bytes);
    expect(() => fromBase32('not base32!')).toThrow();
  });

  it('accepts the code of this step and one either side, and nothing else', () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeUndefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      expect(matchTotp(RFC_SECRET, bad, now)).toBeUndefined();
    }
  });

  it('makes the otpauth URI authenticator apps read', () => {
    expect(totpUri('localhost:3000', 'a@b.org', 'ABC')).toBe(
      'otpauth://totp/localhost%3A3000:a%40b.org?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=ABC',
    );
  });
});
