import { heroSlides, programmes } from '@charitykit/content';
import { expect, test, waitForHydration } from './fixtures';

const activeSlide = (page: import('@playwright/test').Page) =>
  page.locator('[aria-roledescription="slide"][data-active] h2');

test.describe('hero carousel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('by mouse: next and previous wrap at both ends, dots pick a slide', async ({
    page,
    log,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(activeSlide(page)).toHaveText(heroSlides[0].title);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveText(heroSlides[2].title);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveText(heroSlides[0].title);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveText(heroSlides[1].title);
    await hero.getByRole('tab', { name: /Slide 3/ }).click();
    await expect(activeSlide(page)).toHaveText(heroSlides[2].title);
    await expect(hero.getByRole('tab', { name: /Slide 3/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The newly shown slide fades in over one second.
    const slide = page.locator('[aria-roledescription="slide"][data-active]');
    await expect(slide).toHaveCSS('transition-duration', /1s/);
    await expect(slide).toHaveCSS('opacity', '1');
    expect(log.errors()).toEqual([]);
  });

  test('by keyboard: arrow keys move between the dot tabs, buttons work with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.getByRole('tab', { name: /Slide 1/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page)).toHaveText(heroSlides[1].title);
    await expect(hero.getByRole('tab', { name: /Slide 2/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlide(page)).toHaveText(heroSlides[2].title);
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveText(heroSlides[0].title);
  });

  test('does not rotate on its own', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(7000);
    await expect(activeSlide(page)).toHaveText(heroSlides[0].title);
  });

  test('Join as Volunteer goes to /volunteer; Donate Today does nothing', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.getByRole('button', { name: 'Donate Today' }).click();
    await expect(page).toHaveURL(/\/$/);
    await hero.getByRole('link', { name: 'Join as Volunteer' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
  });

  test('images render only on the client: the active one eager and first, the rest lazy', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    const hero = html.slice(
      html.indexOf('aria-label="Highlights"'),
      html.indexOf('Our Impact Programs'),
    );
    expect(hero).toContain('Bringing Hope to Those in Need');
    expect(hero).not.toContain('<img');
    await page.goto('/');
    await waitForHydration(page);
    const images = page.getByRole('region', { name: 'Highlights' }).locator('img, [role="img"]');
    await expect(images).toHaveCount(3);
  });

  test('with the stock-photo host unreachable, the hero text stays readable', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: heroSlides[0].title })).toBeVisible();
    const color = await activeSlide(page).evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(255, 255, 255)');
  });
});

test('images load with the host reachable: active slide eager and high priority', async ({
  page,
}) => {
  // Serve a tiny picture for the stock-photo host instead of aborting.
  await page.unroute('https://images.unsplash.com/**');
  await page.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#345"/></svg>',
    }),
  );
  await page.goto('/');
  await waitForHydration(page);
  const images = page.getByRole('region', { name: 'Highlights' }).locator('img');
  await expect(images).toHaveCount(3);
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(0)).toHaveAttribute('sizes', '100vw');
  await expect(images.nth(0)).toHaveAttribute('srcset', /640w/);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the hero still changes slide on request', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveText(heroSlides[1].title);
  });
});

const visibleCardTitles = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Our Impact Programs' }).locator('li h3:visible');

for (const [width, perView, arrows] of [
  [375, 1, false],
  [800, 2, true],
  [1280, 4, true],
] as const) {
  test(`programme carousel at ${width}px: ${perView} per view, arrows ${arrows ? 'shown' : 'hidden'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(visibleCardTitles(page)).toHaveText(
      programmes.slice(0, perView).map((p) => p.title),
    );
    const next = page.getByRole('button', { name: 'Next programme' });
    if (arrows) await expect(next).toBeVisible();
    else await expect(next).toBeHidden();
  });
}

test('programme carousel by mouse: loops both ways; Learn More opens the programme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Our Impact Programs' });
  await region.getByRole('button', { name: 'Previous programme' }).click();
  await expect(visibleCardTitles(page)).toHaveText([
    'Environment',
    'Food Security',
    'Clean Water',
    'Education',
  ]);
  for (let i = 0; i < 8; i += 1)
    await region.getByRole('button', { name: 'Next programme' }).click();
  await expect(visibleCardTitles(page).first()).toHaveText('Environment');
  await region.getByRole('button', { name: 'Next programme' }).click();
  await expect(visibleCardTitles(page).first()).toHaveText('Food Security');
  await region.getByRole('link', { name: /Learn More.*Clean Water/ }).click();
  await expect(page).toHaveURL(/\/programs\/water$/);
});

test('programme carousel by keyboard: left and right arrow keys scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Our Impact Programs' });
  await region.getByRole('link', { name: /Learn More.*Food Security/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(visibleCardTitles(page)).toHaveText(['Clean Water']);
  await expect(region.getByRole('link', { name: /Learn More.*Clean Water/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(visibleCardTitles(page)).toHaveText(['Food Security']);
  await expect(region.getByRole('link', { name: /Learn More.*Food Security/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(visibleCardTitles(page)).toHaveText(['Environment']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/programs\/environment$/);
});

test('the Make a Donation panel shows only on extra-wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const panel = page.getByRole('heading', { name: 'Make a Donation', level: 2 });
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(panel).toBeVisible();
});
