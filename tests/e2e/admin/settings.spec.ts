import { withSiteSettingsLock } from '../backend';
import { test } from '../csp';
import { e2eEnv } from '../env';
import { expect, signInAsAdmin, toast, unique } from './helpers';

// The theme-colour form is proven in ../theme.spec.ts (serial with the other theme test, so
// the two never change the colours under each other).

test('site information and social links are saved and reach the public site', async ({ page }) => {
  test.slow();
  const id = unique();
  const tagline = `Aid where it is needed most ${id}`;
  const facebook = `https://www.facebook.com/hoperelief-${id}`;
  await signInAsAdmin(page, '/admin/settings');
  const info = page.locator('form#site-information');
  const social = page.locator('form#social-media');
  const originalTagline = await info.getByRole('textbox', { name: 'Tagline' }).inputValue();
  // The site server serves a save within its invalidation time.
  const afterInvalidation = () => page.waitForTimeout(e2eEnv.revalidateMs + 1100);

  await withSiteSettingsLock(async () => {
    try {
      await info.getByRole('textbox', { name: 'Tagline' }).fill(tagline);
      await info.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Settings updated successfully')).toBeVisible();

      // Unsafe addresses are refused; nothing is saved.
      await social.getByRole('textbox', { name: 'Facebook URL' }).fill('javascript:alert(1)');
      await social.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        social
          .getByText('Please enter a full web address starting with http:// or https://')
          .first(),
      ).toBeVisible();
      await social.getByRole('textbox', { name: 'Facebook URL' }).fill(facebook);
      await social.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Settings updated successfully').last()).toBeVisible();

      await afterInvalidation();
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(tagline);
      await expect(footer.locator(`a[href="${facebook}"]`)).toHaveCount(1);
    } finally {
      // Put things back: the original tagline, and an empty link saved as null (hidden).
      await page.goto('/admin/settings');
      await info.getByRole('textbox', { name: 'Tagline' }).fill(originalTagline);
      await info.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Settings updated successfully')).toBeVisible();
      await social.getByRole('textbox', { name: 'Facebook URL' }).fill('');
      await social.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Settings updated successfully').last()).toBeVisible();
    }
  });
  await afterInvalidation();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').locator(`a[href="${facebook}"]`)).toHaveCount(0);
});

test('the theme preview follows the pickers and warns about weak contrast', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page, '/admin/settings');
  const theme = page.locator('form#theme-colors');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(/no text colour reaches/)).toHaveCount(0);
  await theme.getByRole('textbox', { name: 'Secondary Color', exact: true }).fill('#777777');
  await expect(preview.getByTestId('theme-preview-swatch').nth(1)).toHaveCSS(
    'background-color',
    'rgb(119, 119, 119)',
  );
  await expect(preview.getByText(/^Secondary Color: no text colour reaches/)).toBeVisible();
});
