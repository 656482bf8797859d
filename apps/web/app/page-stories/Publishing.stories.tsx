import { fixturePreviewLinks, scenarios } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SiteNavigation } from '../site-navigation';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/**
 * Issue 25 on the public site: pages staff placed in the header and footer, share-preview links
 * and staff's Preview as a visitor meets it.
 */
const meta = {
  title: 'Pages/Publishing',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerTitles = [
  'Winter Appeal',
  'Our Partners',
  'Annual Report 2025',
  'Ramadan Food Packs',
  'Refugee Stories',
  'Corporate Giving',
];
const footerTitles = [
  'Jobs',
  'Safeguarding Policy',
  'Trustees',
  'Press and Media',
  'Accessibility',
];
const slug = (title: string) => title.toLowerCase().replaceAll(' ', '-');

/** Many placed pages, as the site server's live snapshot gives them. */
const manyPages: SiteNavigation = {
  header: headerTitles.map((label) => ({ label, href: `/${slug(label)}` })),
  footer: footerTitles.map((label) => ({ label, href: `/${slug(label)}` })),
};

/**
 * The header's navigation at the width the story is shown: the small-screen menu, opened, where
 * its toggle shows (issue 22's header names it "Main menu"), else the header bar ("Main").
 */
async function headerNav(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('banner');
  const toggle = canvas.queryByRole('button', { name: 'Open menu' });
  if (toggle) {
    await userEvent.click(toggle);
    return within(await canvas.findByRole('navigation', { name: 'Main menu' }));
  }
  return within(await canvas.findByRole('navigation', { name: 'Main' }));
}

/** Six pages in the header after the built-in links, five in the footer's links. */
export const NavigationWithManyPages: Story = {
  args: { navigation: manyPages },
  play: async ({ canvas }) => {
    const labels = (await headerNav(canvas))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    // Built-in links first, then the placed pages in order.
    expect(labels.slice(-headerTitles.length)).toEqual(headerTitles);
    expect(labels.indexOf('Contact')).toBeLessThan(labels.indexOf('Winter Appeal'));
    const footer = within(canvas.getByRole('contentinfo'));
    for (const title of footerTitles) {
      await expect(footer.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/${slug(title)}`,
      );
    }
  },
};

/** At 320 px the placed pages are in the mobile menu, and nothing runs off the screen. */
export const NavigationAt320px: Story = {
  args: { navigation: manyPages },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The small-screen menu where it is shown (the story's 320 px); the header bar at the
    // widths the visual check also shows it at.
    const menu = await headerNav(canvas);
    for (const title of headerTitles) {
      await expect(menu.getByRole('link', { name: title })).toBeVisible();
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A share-preview link that works: the draft in the site's layout, with a note. */
export const SharedPreview: Story = {
  args: { path: `/preview/share/${fixturePreviewLinks[0]?.token}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.sharedPreview.populated());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Annual Report Draft' }),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'may not be public yet',
    );
  },
};

/** An expired or revoked link: nothing of the page, and what to do. */
export const SharedPreviewRevoked: Story = {
  args: { path: `/preview/share/${'f'.repeat(64)}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.sharedPreview.populated());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This preview link no longer works' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Annual Report Draft')).toBeNull();
  },
};

/** The backend cannot be reached: a message, not a "no longer works" that would be a guess. */
export const SharedPreviewUnreachable: Story = {
  args: { path: `/preview/share/${fixturePreviewLinks[0]?.token}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.sharedPreview.networkError());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'This preview cannot be shown right now',
      }),
    ).toBeVisible();
  },
};

/** Staff's Preview address opened by a visitor (no session): asked to sign in, no page. */
export const StaffPreviewAsVisitor: Story = {
  args: { path: '/preview/c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to preview this page' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/admin/auth?redirect=%2Fpreview%2Fc5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    );
    await expect(canvas.queryByText('Annual Report Draft')).toBeNull();
  },
};
