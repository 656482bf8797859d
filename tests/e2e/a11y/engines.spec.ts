import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';
import { publicRoutes } from '../public/routes';
import { axeViolations } from './axe';
import { ibmViolations } from './ibm';

// Issue 36: every public route and the back-office's sign-in screens pass both IBM Equal Access
// (WCAG 2.2 policy) and axe (WCAG 2.0-2.2 A and AA) at a phone's width and a desktop's, with no
// violation from either; axe also at the narrowest designed width.
const WIDTHS = [375, 1280] as const;
/**
 * The narrowest width the site is designed for, checked by axe alone (each route's own axe tests
 * used to load every page again for it; one load here serves all three widths).
 */
const AXE_ONLY_WIDTH = 320;
const NOT_FOUND = '/this-page-does-not-exist';
/**
 * The screens staff see before signing in: a form each, nothing else (the password links, opened
 * without a link's token, show their expired-link state).
 */
const SIGN_IN_SCREENS = [
  '/admin/auth',
  '/admin/forgot-password',
  '/admin/set-password',
  '/admin/reset-password',
];

/**
 * Opens `path` once it is ready for a visitor, and expects axe to pass at 320 px and both engines
 * at each of WIDTHS (the page is laid out again at each, then checked again).
 */
async function expectBothEnginesPass(page: Page, path: string) {
  await page.setViewportSize({ width: AXE_ONLY_WIDTH, height: 900 });
  await page.goto(path);
  if (path.startsWith('/admin')) {
    // Drawn by the back-office's scripts after they load: as the admin journeys do, allow a busy
    // machine 20 s (the checks below still run on the drawn screen).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  } else {
    await waitForHydration(page);
  }
  expect(await axeViolations(page), `axe on ${path} at ${AXE_ONLY_WIDTH}px`).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await ibmViolations(page), `IBM Equal Access on ${path} at ${width}px`).toEqual([]);
    expect(await axeViolations(page), `axe on ${path} at ${width}px`).toEqual([]);
  }
}

const paths = [...publicRoutes.map((route) => route.path), NOT_FOUND, ...SIGN_IN_SCREENS];

// Each engine reads the whole page (IBM's takes seconds on a busy 2-core machine): time for two
// widths and both engines, however loaded the machine is; no step waits for a set time.
test.describe.configure({ timeout: 120_000 });

for (const path of paths) {
  test(`${path} at ${WIDTHS.join(' and ')}px: IBM Equal Access and axe find no violation`, async ({
    page,
  }) => {
    await expectBothEnginesPass(page, path);
  });
}

test('published builder pages in the sitemap pass both engines at both widths', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  // The built-in routes are checked above; the rest are builder pages (there may be none).
  for (const path of listed.filter((p) => !paths.includes(p))) {
    await expectBothEnginesPass(page, path);
  }
});

test('the IBM engine reports what issue 36 fixed', async ({ page }) => {
  // The check above can fail: the faults IBM found on the site are each reported. As on the
  // site's pages, the cards sit in a named section inside main: IBM names an unnamed article
  // after the landmarks around it, so unnamed cards there share one name.
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Faults</h1>
    <section aria-labelledby="s"><h2 id="s">Why us</h2>
      <article><h3>One</h3></article><article><h3>Two</h3></article>
    </section>
    <form><label for="e">Email</label><input id="e" type="email" autocomplete="username"></form>
  </main></body></html>`);
  const found = await ibmViolations(page);
  expect(found.filter((line) => line.startsWith('aria_article_label_unique'))).toHaveLength(2);
  expect(found.filter((line) => line.startsWith('input_autocomplete_valid'))).toHaveLength(1);
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Fixed</h1>
    <section aria-labelledby="s"><h2 id="s">Why us</h2>
      <article aria-labelledby="a"><h3 id="a">One</h3></article>
      <article aria-labelledby="b"><h3 id="b">Two</h3></article>
    </section>
    <form><label for="e">Email</label><input id="e" type="email" autocomplete="email"></form>
  </main></body></html>`);
  expect(await ibmViolations(page)).toEqual([]);
});

test('axe, run in the page, reports what it should', async ({ page }) => {
  // The checks above can fail: an image without a text alternative and an unlabelled field are
  // each reported, with where they are; the same page mended passes.
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Faults</h1><img src="data:," id="photo"><input id="e" type="email">
  </main></body></html>`);
  const found = await axeViolations(page);
  expect(found.find((line) => line.startsWith('image-alt'))).toContain('#photo');
  expect(found.find((line) => line.startsWith('label'))).toContain('#e');
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Fixed</h1><img src="data:," alt="A photo"><label for="e">Email</label><input id="e" type="email">
  </main></body></html>`);
  expect(await axeViolations(page)).toEqual([]);
});
