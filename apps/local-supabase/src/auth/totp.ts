/**
 * TOTP as GoTrue uses it (RFC 6238 with pquerna/otp's defaults): a 20-byte secret in base32,
 * HMAC-SHA1, 30-second steps, 6 digits, one step of skew either way. Verification returns the
 * step the code matched, so a caller can refuse a code already used.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PERIOD = 30;
const DIGITS = 6;
const SKEW = 1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32(randomBytes(20));
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD);
}

export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const n = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(n % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time step `code` belongs to (now, or one either side), or undefined. */
export function matchTotp(secret: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(nowMs);
  let matched: number | undefined;
  for (let step = now - SKEW; step <= now + SKEW; step++) {
    // Every candidate is compared, in constant time, so timing does not tell which matched.
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from the QR code (pquerna/otp's order). */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const q = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD),
    secret,
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}
