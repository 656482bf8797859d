import { expect, test } from '@playwright/test';
import { signedInAdminClient } from './backend';

const defaults = { primary: '#2A9F8E', secondary: '#B7DE2D', accent: '#FF6B6B' };
const purple = { primary: '#6A1B9A', secondary: '#FFD54F', accent: '#00897B' };

async function saveThemeColors(colors: typeof defaults) {
  const client = await signedInAdminClient();
  const { error } = await client
    .from('site_settings')
    .upsert({ setting_key: 'theme_colors', setting_value: colors }, { onConflict: 'setting_key' });
  if (error) throw error;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await saveThemeColors(defaults);
});

test('staff-edited theme colours change the public site on its next load', async ({ page }) => {
  const donate = () => page.getByRole('banner').getByRole('button', { name: 'Donate Now' }).first();
  const background = () => donate().evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto('/');
  await expect.poll(background).toBe('rgb(42, 159, 142)');

  await saveThemeColors(purple);
  await page.reload();
  await expect.poll(background).toBe('rgb(106, 27, 154)');
  // A dark primary gets light text, chosen for contrast.
  await expect
    .poll(() => donate().evaluate((el) => getComputedStyle(el).color))
    .toBe('rgb(255, 255, 255)');
});
