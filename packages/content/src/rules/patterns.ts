/**
 * The shape the spec asks of an e-mail address on the public forms: something@something.tld
 * with no spaces. Deliberately loose; whether the address exists is not ours to judge.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A colour as the settings store it: `#RRGGBB`, either case. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Lowercase letters and digits in words joined by single hyphens: `about-us`, `appeal-2024`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
