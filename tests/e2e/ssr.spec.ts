import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSiteSettings } from '@charitykit/content';
import type { Page } from '@playwright/test';
import { signedInAdminClient, withSiteSettingsLock } from './backend';
import { expect, test } from './csp';
import { e2eEnv } from './env';

interface Saved {
  tagline: string;
  colours: { primary: string; secondary: string; accent: string };
}
const defaults: Saved = {
  tagline: defaultSiteSettings.siteTagline,
  colours: { ...defaultSiteSettings.themeColors },
};
const saved: Saved = {
  tagline: 'Standing with families through every winter',
  colours: { primary: '#6A1B9A', secondary: '#FFD54F', accent: '#00897B' },
};
const PURPLE = 'rgb(106, 27, 154)';

async function saveSettings({ tagline, colours }: Saved) {
  const client = await signedInAdminClient();
  const rows = [
    { setting_key: 'site_tagline', setting_value: tagline },
    { setting_key: 'theme_colors', setting_value: colours },
  ];
  // An upsert is safe to repeat after a dropped connection ("fetch failed" on a loaded machine).
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await client
      .from('site_settings')
      .upsert(rows, { onConflict: 'setting_key' });
    if (!error) return;
    if (!error.message.includes('fetch failed') || attempt === 3) throw error;
  }
}

/** Waits out the site server's invalidation time after a save. */
const afterInvalidation = (page: Page) => page.waitForTimeout(e2eEnv.invalidationMs);

const headerDonate = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Donate Now' }).first();

// Each journey signs in and saves through the real client, which is slow on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test("saved settings are in a fresh visitor's first HTML within the invalidation time, and first paint has the saved colour", async ({
  browser,
}) => {
  await withSiteSettingsLock(async () => {
    try {
      await saveSettings(saved);
      // With JavaScript off, what the browser paints is the server's HTML and nothing else.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.route('https://images.unsplash.com/**', (route) => route.abort('failed'));
      await afterInvalidation(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(saved.tagline);
      expect(html).toContain(`:${saved.colours.primary};`);
      await expect(page.getByRole('contentinfo')).toContainText(saved.tagline);
      expect(await headerDonate(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        PURPLE,
      );
      await context.close();
    } finally {
      await saveSettings(defaults);
    }
  });
});

test('hydrating keeps the server-rendered settings: no settings read from the browser, no flash', async ({
  page,
}) => {
  await withSiteSettingsLock(async () => {
    try {
      await saveSettings(saved);
      await afterInvalidation(page);
      const backendRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(e2eEnv.backendUrl)) backendRequests.push(request.url());
      });
      await page.route('https://images.unsplash.com/**', (route) => route.abort('failed'));
      // Sample the header button's colour on every frame from the first one it is in.
      await page.addInitScript(() => {
        const samples: string[] = [];
        (window as unknown as { __colours: string[] }).__colours = samples;
        const sample = () => {
          const button = [...document.querySelectorAll('header a, header button')].find(
            (el) => el.textContent?.trim() === 'Donate Now',
          );
          if (button) samples.push(getComputedStyle(button).backgroundColor);
          if (samples.length < 120) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto('/');
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('contentinfo')).toContainText(saved.tagline);
      const colours = await page.evaluate(
        () => (window as unknown as { __colours: string[] }).__colours,
      );
      expect(colours.length).toBeGreaterThan(0);
      expect(new Set(colours)).toEqual(new Set([PURPLE]));
      // Moving to another page keeps them too, with no read either.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('contentinfo')).toContainText(saved.tagline);
      expect(backendRequests).toEqual([]);
    } finally {
      await saveSettings(defaults);
    }
  });
});

test('with the backend stopped, public routes still answer 200 with their last render', async ({
  request,
}) => {
  const paths = ['/', '/about', '/contact', '/programs/food', '/gaza-emergency'];
  // A builder page published before the backend stops, and never visited before it does: the
  // site server read it when its check saw it published, so it renders all the same.
  const slug = `spring-appeal-${Date.now().toString(36)}`;
  const client = await signedInAdminClient();
  const { data: row, error } = await client
    .from('pages')
    .insert({
      title: 'Spring Appeal',
      slug,
      status: 'published',
      content: {
        sections: [
          { type: 'text', title: 'Seeds for spring', content: { text: 'Seeds feed a village.' } },
        ],
      },
    })
    .select('id')
    .single();
  if (error) throw error;
  await withSiteSettingsLock(async () => {
    // The last good render of each path: a first visit starts a check of the backend (an
    // earlier test may just have saved settings) and may be served the previous render while
    // it runs; once the invalidation time has passed, what is served is current.
    for (const p of paths) expect((await request.get(p)).status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, e2eEnv.revalidateMs + 1100));
    const etags = new Map<string, string | undefined>();
    for (const p of paths) {
      const response = await request.get(p);
      expect(response.status()).toBe(200);
      etags.set(p, response.headers().etag);
    }
    // The backend's own pid, from the lock it holds on its data directory.
    const dataDir = process.env.E2E_DATA_DIR ?? '';
    const pid = Number(readFileSync(path.join(dataDir, 'lock'), 'utf8').trim());
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGSTOP');
    try {
      // A check is now due, and the backend cannot answer it.
      await new Promise((resolve) => setTimeout(resolve, e2eEnv.revalidateMs + 100));
      for (const p of paths) {
        const started = Date.now();
        const response = await request.get(p);
        expect(response.status(), p).toBe(200);
        expect(response.headers().etag, p).toBe(etags.get(p));
        expect(await response.text()).toContain('Hope Relief UK');
        // Nobody waits on the stopped backend beyond the 1 s a due check may take (its own
        // timeout is 3 s).
        expect(Date.now() - started, p).toBeLessThan(2500);
      }
      // The not-found page stays a 404, not an error.
      expect((await request.get('/no-such-page-while-down')).status()).toBe(404);
      const unvisited = await request.get(`/${slug}`);
      expect(unvisited.status()).toBe(200);
      expect(await unvisited.text()).toContain('Seeds feed a village.');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });
  await client.from('pages').delete().eq('id', row.id);
});

test('a page published a moment ago answers 200 with its content in the HTML; unpublishing it makes it 404', async ({
  request,
}) => {
  const slug = `winter-appeal-${Date.now().toString(36)}`;
  const wait = () => new Promise((resolve) => setTimeout(resolve, e2eEnv.invalidationMs));
  await withSiteSettingsLock(async () => {
    expect((await request.get(`/${slug}`)).status()).toBe(404);
    const client = await signedInAdminClient();
    const { data: row, error } = await client
      .from('pages')
      .insert({
        title: 'Winter Appeal',
        slug,
        status: 'published',
        meta_description: 'Warm clothes and heating for families through the winter.',
        content: {
          sections: [
            {
              type: 'text',
              title: 'Why winter matters',
              content: { text: 'Every blanket keeps a family warm through the night.' },
            },
          ],
        },
      })
      .select('id')
      .single();
    if (error) throw error;
    try {
      await wait();
      const published = await request.get(`/${slug}`);
      expect(published.status()).toBe(200);
      const html = await published.text();
      expect(html).toContain('<title>Winter Appeal | Hope Relief UK</title>');
      expect(html).toContain('Why winter matters');
      expect(html).toContain('Every blanket keeps a family warm through the night.');

      const { error: unpublishError } = await client
        .from('pages')
        .update({ status: 'draft' })
        .eq('id', row.id);
      if (unpublishError) throw unpublishError;
      await wait();
      const unpublished = await request.get(`/${slug}`);
      expect(unpublished.status()).toBe(404);
      expect(await unpublished.text()).not.toContain('Every blanket keeps a family warm');
    } finally {
      await client.from('pages').delete().eq('id', row.id);
    }
  });
});
