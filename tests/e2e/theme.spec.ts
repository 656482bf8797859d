import { expectNoAxeViolations, signInAsAdmin, toast } from './admin/helpers';
import { signedInAdminClient, withSiteSettingsLock } from './backend';
import { expect, test } from './csp';
import { e2eEnv } from './env';

const defaults = { primary: '#2A9F8E', secondary: '#B7DE2D', accent: '#FF6B6B' };
const purple = { primary: '#6A1B9A', secondary: '#FFD54F', accent: '#00897B' };

async function saveThemeColors(colors: typeof defaults) {
  const client = await signedInAdminClient();
  const { error } = await client
    .from('site_settings')
    .upsert({ setting_key: 'theme_colors', setting_value: colors }, { onConflict: 'setting_key' });
  if (error) throw error;
}

test('staff-edited theme colours change the public site on its next load', async ({ page }) => {
  test.setTimeout(60_000);
  const donate = () => page.getByRole('banner').getByRole('button', { name: 'Donate Now' }).first();
  const background = () => donate().evaluate((el) => getComputedStyle(el).backgroundColor);

  await withSiteSettingsLock(async () => {
    try {
      await page.goto('/');
      await expect.poll(background).toBe('rgb(42, 159, 142)');

      await saveThemeColors(purple);
      // The site server serves a saved change within its invalidation time.
      await page.waitForTimeout(e2eEnv.invalidationMs);
      await page.reload();
      await expect.poll(background).toBe('rgb(106, 27, 154)');
      // A dark primary gets light text, chosen for contrast.
      await expect
        .poll(() => donate().evaluate((el) => getComputedStyle(el).color))
        .toBe('rgb(255, 255, 255)');
    } finally {
      await saveThemeColors(defaults);
    }
  });
});

test('a theme colour saved in the admin Settings reaches the public site', async ({ page }) => {
  test.slow();
  await withSiteSettingsLock(async () => {
    try {
      await signInAsAdmin(page, '/admin/settings');
      const theme = page.locator('form#theme-colors');
      await theme.getByRole('textbox', { name: 'Primary Color', exact: true }).fill(purple.primary);
      await theme.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Settings updated successfully')).toBeVisible();
      await expectNoAxeViolations(page);

      // The site server serves a saved change within its invalidation time.
      await page.waitForTimeout(e2eEnv.revalidateMs + 100);
      const donate = page.getByRole('banner').getByRole('button', { name: 'Donate Now' }).first();
      await page.goto('/');
      await expect
        .poll(() => donate.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(106, 27, 154)');
    } finally {
      await saveThemeColors(defaults);
    }
  });
});
