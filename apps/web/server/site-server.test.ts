// @vitest-environment node
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toRequest } from './http';
import { isPreviewPath, staticExportHeaders } from './site-server';

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

describe('preview addresses (issue 25)', () => {
  it('are passed through to React Router, never resolved as public pages or cached', () => {
    expect(isPreviewPath('/preview/8d0c6f7e-1b2a-4c3d-9e8f-0a1b2c3d4e5f')).toBe(true);
    expect(isPreviewPath('/preview/share/abc123')).toBe(true);
    expect(isPreviewPath('/preview/share/abc123.data')).toBe(true);
    expect(isPreviewPath('/preview')).toBe(false);
    expect(isPreviewPath('/previews')).toBe(false);
    expect(isPreviewPath('/about')).toBe(false);
  });
});

describe('the request React Router is given (issue 34)', () => {
  const visitor = (headers: Record<string, string>) =>
    ({ url: '/contact', method: 'GET', headers }) as unknown as IncomingMessage;
  const res = { on: () => undefined } as never;

  it("has the site's public scheme, so a form posted through a proxy that ends TLS is this site's", () => {
    const request = toRequest(visitor({ host: 'www.example.org' }), res, 'https');
    expect(request.url).toBe('https://www.example.org/contact');
    expect(new URL(request.url).origin).toBe('https://www.example.org');
  });

  it("is plain http when the site is, and passes the visitor's headers on", () => {
    const request = toRequest(
      visitor({ host: 'localhost:4173', origin: 'http://localhost:4173' }),
      res,
    );
    expect(request.url).toBe('http://localhost:4173/contact');
    expect(request.headers.get('origin')).toBe('http://localhost:4173');
  });
});
