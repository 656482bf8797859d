// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staticExportHeaders } from './site-server';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the static export's _headers", () => {
  it('is one rule for every path, listing every page’s own inline scripts and refusing framing', () => {
    const pages = [
      '<script nonce="AAAAAAAAAAAAAAAAAAAAAAAA">window.a = 1;</script><script>evil()</script>',
      '<script nonce="BBBBBBBBBBBBBBBBBBBBBBBB">window.b = 2;</script>',
    ];
    const text = staticExportHeaders(pages, {
      backendOrigin: 'https://abc.supabase.co',
      storageOrigin: null,
      https: true,
    });
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.filter((line) => !line.startsWith('  '))).toEqual(['/*']);
    const policy = lines.find((line) => line.startsWith('  Content-Security-Policy: ')) ?? '';
    expect(policy).toContain(sha('window.a = 1;'));
    expect(policy).toContain(sha('window.b = 2;'));
    expect(policy).not.toContain(sha('evil()'));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co");
    expect(text).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(text).toContain('  X-Frame-Options: DENY');
  });
});
