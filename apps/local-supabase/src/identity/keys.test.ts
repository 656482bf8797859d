import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadApiKeys } from './api-keys.js';
import { asymmetricKeys, legacyKeys, signingAlgorithm, signingKeyFile } from './keys.js';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-123456');
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'keys-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('signing keys in the data directory', () => {
  it('are made once, private to the owner, and the same after a restart', async () => {
    const dir = await tempDir();
    const first = await asymmetricKeys(dir, secret);
    const again = await asymmetricKeys(dir, secret);
    expect(again.jwks()).toEqual(first.jwks());
    expect((await stat(signingKeyFile(dir))).mode & 0o777).toBe(0o600);
    const token = await first.sign({ role: 'authenticated', sub: 'x' }, 60);
    expect(await again.verify(token)).toMatchObject({ ok: true });
  });

  it('two processes starting at once end up with one key', async () => {
    const dir = await tempDir();
    const [a, b] = await Promise.all([asymmetricKeys(dir, secret), asymmetricKeys(dir, secret)]);
    expect(a.jwks()).toEqual(b.jwks());
  });

  it('verify legacy HS256 tokens beside their own, and nothing signed by another secret', async () => {
    const keys = await asymmetricKeys(await tempDir(), secret);
    const legacy = legacyKeys(secret);
    const old = await legacy.sign({ role: 'anon' }, 60);
    expect(await keys.verify(old)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    const foreign = legacyKeys(new TextEncoder().encode('another-secret-another-secret-12345'));
    expect(await keys.verify(await foreign.sign({ role: 'anon' }, 60))).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await keys.verify(await keys.sign({ role: 'postgres' }, 60))).toMatchObject({
      ok: false,
    });
    expect(await keys.verify('not-a-jwt')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await keys.verify(await keys.sign({ role: 'anon' }, -120))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a damaged key file rather than make a new key over it', async () => {
    const dir = await tempDir();
    await writeFile(signingKeyFile(dir), JSON.stringify({ keys: [{ kty: 'EC' }] }));
    await expect(asymmetricKeys(dir, secret)).rejects.toThrow(/does not hold an ES256 private key/);
  });

  it('LOCAL_SUPABASE_JWT_ALGORITHM takes ES256 (default) or HS256 only', () => {
    expect(signingAlgorithm(undefined)).toBe('ES256');
    expect(signingAlgorithm('HS256')).toBe('HS256');
    expect(() => signingAlgorithm('RS256')).toThrow(/must be ES256 or HS256/);
  });
});

describe('API keys in the data directory', () => {
  it('are made once in the new format and kept', async () => {
    const dir = await tempDir();
    const keys = await loadApiKeys(dir);
    expect(keys.publishableKey).toMatch(/^sb_publishable_/);
    expect(keys.secretKey).toMatch(/^sb_secret_/);
    expect(await loadApiKeys(dir)).toEqual(keys);
    const file = path.join(dir, 'api-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(keys);
  });
});
