// Zod-free on purpose: renderers and the public site's settings reader use these without zod.

import { FOOTER_LINK_MAX_LENGTH } from './footerLinks';

/** True for an absolute `http://` or `https://` address with a host. */
export function isHttpUrl(value: string): boolean {
  // Check the text itself, not only the parsed protocol: the URL parser accepts
  // "http:example.com" and strips tabs and newlines, which we do not want to wave through.
  if (!/^https?:\/\/[^\s/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for a path on this site: it starts with a single `/`. A second `/` or a `\`
 * would make browsers read it as another host ("//evil.example"), so those are refused.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !hasSpaceOrControl(value);
}

function hasSpaceOrControl(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}

/**
 * Decision 12: a builder section's image URL or call-to-action link is either an
 * http(s) address or a site-relative path. Anything else (`javascript:`, `data:`,
 * `mailto:`, a bare word) is refused.
 */
export function isSafeUrl(value: string): boolean {
  return isHttpUrl(value) || isSitePath(value);
}

/**
 * For renderers: the link target when it is safe, otherwise `undefined`, so an unsafe
 * value saved by another client is never rendered as a link or an image source.
 */
export function toSafeHref(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  return isSafeUrl(trimmed) ? trimmed : undefined;
}

// Issue 37: the one rule for a footer link's target, written as the database's check constraint
// writes it (migration 20261130137000): an https address with a host and no user name, or a
// path on this site; no spaces, control characters or backslashes anywhere (browsers read `\`
// as `/`, so "/\evil.example" would leave the site).
const FOOTER_LINK_PATTERN =
  /^(?:https:\/\/[^\s\p{Cc}/?#\\@]+(?:[/?#][^\s\p{Cc}\\]*)?|\/(?:[^\s\p{Cc}/\\][^\s\p{Cc}\\]*)?)$/u;

/**
 * True for what a footer link may lead to: an absolute `https://` address, or a path on this
 * site such as `/annual-report` (a published page's address). `javascript:`, `data:`,
 * `mailto:`, `http://`, protocol-relative `//host` and bare words are refused.
 */
export function isFooterLinkTarget(value: string): boolean {
  if (value.length > FOOTER_LINK_MAX_LENGTH || !FOOTER_LINK_PATTERN.test(value)) return false;
  if (value.startsWith('/')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
