// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULTS, parseTrustedProxies, readConfig } from './config';

describe('the site server settings', () => {
  it('default to a local site with bounded caches and renders', () => {
    const config = readConfig({});
    expect(config.siteUrl).toBe('http://localhost:4173');
    expect(config.https).toBe(false);
    expect(config.backendOrigin).toBeNull();
    expect(config.trustedProxies.size).toBe(0);
    expect(config.cacheEntries).toBe(DEFAULTS.cacheEntries);
    expect(config.cacheBytes).toBe(DEFAULTS.cacheBytes);
    expect(config.renderConcurrency).toBe(DEFAULTS.renderConcurrency);
  });

  it('read the public address, the backend and the limits from the environment', () => {
    const config = readConfig({
      SITE_URL: 'https://www.hoperelief.org.uk/',
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_STORAGE_URL: 'https://media.example.org/storage',
      SITE_TRUSTED_PROXIES: '10.0.0.1',
      SITE_CACHE_MB: '16',
      SITE_CACHE_ENTRIES: '200',
      SITE_RENDER_CONCURRENCY: '2',
      SITE_CLIENT_MISSES: '30',
      PORT: '3000',
      HOST: '0.0.0.0',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://www.hoperelief.org.uk',
      https: true,
      backendOrigin: 'https://abc.supabase.co',
      storageOrigin: 'https://media.example.org',
      cacheBytes: 16 * 1024 * 1024,
      cacheEntries: 200,
      renderConcurrency: 2,
      missesPerWindow: 30,
      port: 3000,
      host: '0.0.0.0',
    });
    expect([...config.trustedProxies]).toEqual(['10.0.0.1', '::ffff:10.0.0.1']);
  });

  it('fall back to the backend the site was built with', () => {
    expect(readConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).backendOrigin).toBe(
      'http://127.0.0.1:54321',
    );
  });

  it.each([
    [{ SITE_URL: 'example.org' }, /SITE_URL/],
    [{ SUPABASE_URL: 'ftp://x' }, /SUPABASE_URL/],
    [{ SITE_CACHE_MB: '0' }, /SITE_CACHE_MB/],
    [{ SITE_RENDER_CONCURRENCY: 'many' }, /SITE_RENDER_CONCURRENCY/],
    [{ SITE_TRUSTED_PROXIES: '10.0.0.0/8' }, /SITE_TRUSTED_PROXIES/],
  ])('refuse %o, naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('trust the loopback proxies by one word', () => {
    expect([...parseTrustedProxies('loopback')]).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
  });
});
