import { fixturePages, scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/** Issue 25: staff's Preview of a page, and Share preview, signed in. */
const draft = fixturePages.find((row) => row.slug === 'annual-report');
const published = fixturePages.find((row) => row.slug === 'winter-appeal');
if (!draft || !published) throw new Error('fixture pages changed');

const meta = {
  title: 'Admin/Page Preview',
  ...adminScreen(`/preview/${draft.id}`),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openShare() {
  await userEvent.click(await page().findByRole('button', { name: 'Share preview' }));
  return within(await page().findByRole('dialog', { name: 'Share preview' }));
}

/** A draft, whole, in the site's header and footer, with a note that visitors cannot see it. */
export const Draft: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Annual Report Draft' }),
    ).toBeVisible();
    const banner = page().getByRole('complementary', { name: 'Preview' });
    await expect(banner).toHaveTextContent('Visitors cannot see this page yet.');
    await expect(page().getByRole('contentinfo')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Back to Pages' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  },
};

export const Published: Story = {
  args: { path: `/preview/${published.id}` },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Winter Appeal' }),
    ).toBeVisible();
    await expect(page().getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Visitors can see this page.',
    );
  },
};

/** No such page, or not one this account may read: the not-found page, nothing else. */
export const NotFound: Story = {
  args: { path: '/preview/00000000-0000-4000-8000-000000000000' },
  play: async () => {
    await expect(await page().findByText('404')).toBeVisible();
    await expect(page().queryByRole('complementary', { name: 'Preview' })).toBeNull();
  },
};

export const Loading: Story = {
  ...given(scenarios.page.loading),
  play: async () => {
    await expect(await page().findByText('Loading preview…')).toBeInTheDocument();
  },
};

/** Signed out: the sign-in prompt, which brings staff back here. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Sign in to preview this page' }),
    ).toBeVisible();
    await expect(page().queryByText('Annual Report Draft')).toBeNull();
  },
};

/** Share preview with two links that still work: each with its expiry, Copy link and Revoke. */
export const ShareLinks: Story = {
  play: async () => {
    const dialog = await openShare();
    const links = await dialog.findAllByRole('textbox', { name: 'Preview link' });
    await expect(links).toHaveLength(2);
    await expect((links[0] as HTMLInputElement).value).toMatch(/\/preview\/share\/[0-9a-f]{64}$/);
    // The dialog may still be fading in on a loaded machine: wait for it to be shown.
    await waitFor(
      () => expect(dialog.getByText('Expires 9 May 2030, 10:30 UK time')).toBeVisible(),
      { timeout: 10_000 },
    );
    await expect(dialog.getAllByRole('button', { name: /^Revoke/ })).toHaveLength(2);
  },
};

export const ShareNoLinks: Story = {
  ...given(scenarios.previewLinks.empty),
  play: async () => {
    const dialog = await openShare();
    const none = await dialog.findByText(/No active links/);
    await waitFor(() => expect(none).toBeVisible());
  },
};

export const ShareCreate: Story = {
  play: async () => {
    const dialog = await openShare();
    await dialog.findAllByRole('textbox', { name: 'Preview link' });
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await page().findByText('Preview link created')).toBeInTheDocument();
  },
};

export const ShareRevoke: Story = {
  play: async () => {
    const dialog = await openShare();
    const [first] = await dialog.findAllByRole('button', { name: /^Revoke/ });
    if (!first) throw new Error('no Revoke');
    await userEvent.click(first);
    await expect(await page().findByText('Preview link revoked')).toBeInTheDocument();
  },
};

export const ShareFailed: Story = {
  ...given(() => scenarios.createPreviewLink.error('permission denied', { status: 403 })),
  play: async () => {
    const dialog = await openShare();
    await userEvent.click(await dialog.findByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(
        page().getByText('Failed to create preview link: permission denied'),
      ).toBeInTheDocument(),
    );
  },
};

/** At 320 px the banner and the share dialog fit. */
export const At320px: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Annual Report Draft' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const dialog = await openShare();
    await expect(await dialog.findAllByRole('textbox', { name: 'Preview link' })).toHaveLength(2);
  },
};
