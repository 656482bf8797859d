import { deflateSync } from 'node:zlib';
import { expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations } from '../a11y/axe';
import { backendClient, serviceRoleKey } from '../backend';
import { e2eEnv } from '../env';

/**
 * Admin journeys wait for the real backend and a client-rendered app: allow 20 s per check, so a
 * busy machine slows them down instead of failing them.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Signs in through the /admin/auth form and waits for the admin layout. */
export async function signIn(
  page: Page,
  email: string = e2eEnv.adminEmail,
  password: string = e2eEnv.adminPassword,
) {
  if (!page.url().includes('/admin/auth')) await page.goto('/admin/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInAsAdmin(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signIn(page);
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
}

/** Fails with the list of WCAG 2.2 A/AA violations on the page, if any. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A toast in the notifications region with exactly this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

/** Creates a confirmed auth user with no admin_users row, through the auth admin API. */
export async function createUserWithoutProfile(email: string, password: string, fullName: string) {
  const admin = backendClient(serviceRoleKey());
  const { error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error) throw error;
}

/** A unique suffix so parallel tests and retries never collide. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A real RGB PNG of one grey `shade`, `width` x `height`, so the browser can read its size. */
export function png(width: number, height: number, shade = 0x80): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
