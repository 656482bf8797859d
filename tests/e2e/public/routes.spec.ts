import { expect, test, waitForHydration } from './fixtures';
import { layoutText, publicRoutes } from './routes';

/** The HTML's text, with the entities React writes turned back into characters. */
function decode(html: string) {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/<!-- -->/g, '');
}

for (const route of publicRoutes) {
  test.describe(`${route.path}`, () => {
    test('is prerendered: with no JavaScript its HTML has its heading, figures and layout', async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());
      expect(html).toMatch(/<h1[^>]*>/);
      for (const text of [...route.text, ...layoutText]) expect(html).toContain(text);
      expect(html).toContain(`<title>${route.title} | Hope Relief UK</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    });

    test('renders its heading and figures after hydrating, without errors', async ({
      page,
      log,
    }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${route.title} | Hope Relief UK`);
      const body = page.locator('body');
      for (const text of route.text) await expect(body).toContainText(text);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2024 Hope Relief UK');
      expect(log.errors()).toEqual([]);
      // Issue 36: an interactive page's held preloads and module were turned on in place after
      // its first paint, so it holds its module once and nothing held remains; a content page
      // has neither.
      const scripts = await page.evaluate(() => ({
        held: document.querySelectorAll(
          'script[type="text/x-module-after-paint"], script[type="text/x-script-after-paint"], link[rel="x-modulepreload-after-paint"]',
        ).length,
        modules: document.querySelectorAll('script[type="module"]').length,
        hydrated: '__reactRouterDataRouter' in window,
      }));
      expect(scripts).toEqual({
        held: 0,
        modules: scripts.hydrated ? 1 : 0,
        hydrated: scripts.hydrated,
      });
    });

    // axe at 320, 375 and 1280 px on one load of each route: tests/e2e/a11y/engines.spec.ts,
    // beside IBM Equal Access.
  });
}

test('with JavaScript disabled, a page is readable and its links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('https://images.unsplash.com/**', (route) => route.abort('failed'));
  await page.goto('/gaza-emergency');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gaza Emergency Appeal' }),
  ).toBeVisible();
  await expect(page.getByText('£185,000')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await context.close();
});

test('hydrating does not shift the layout', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/programs/food', '/rohingya-crisis', '/contact']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, path).toBeLessThan(0.01);
  }
});
