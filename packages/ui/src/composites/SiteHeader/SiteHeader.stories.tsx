import { programmes } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from '../../components/SkipLink';
import { SiteHeader } from './SiteHeader';

const programmeItems = programmes.map((p) => ({ label: p.title, href: p.link }));

const meta = {
  title: 'Composites/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: {
    siteName: 'Hope Relief UK',
    donateLabel: 'Donate Now',
    onDonate: fn(),
    currentPath: '/',
    items: [
      { label: 'Home', href: '/' },
      {
        label: 'All Programs',
        href: '/programs',
        items: programmeItems,
        viewAll: { label: 'View All Programs', href: '/programs' },
      },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 900 }}>
        {/* Links in stories go nowhere: keep the story on its page. (Only links: the menu's
            toggle and submenus are HTML's own popover and details, which a cancelled click
            would not open.) */}
        <div
          onClickCapture={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) {
              event.preventDefault();
            }
          }}
        >
          {Story()}
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'phone', isRotated: false } };

/** The bar on a wide screen: logo, links and Donate Now; the dropdown stays closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Hope Relief UK/ })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('list', { name: 'All Programs' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Donate Now' })).toBeVisible();
  },
};

/** Keyboard focus opens the dropdown (hover does too, checked end to end); Tab walks into it; Escape dismisses it. */
export const DropdownOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'All Programs' }).focus();
    const dropdown = await canvas.findByRole('list', { name: 'All Programs' });
    await waitFor(() => expect(dropdown).toBeVisible());
    await userEvent.tab();
    await expect(within(dropdown).getByRole('link', { name: 'Food Security' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'All Programs' })).toBeNull());
  },
};

/** Donate Now does nothing of its own; the app may give it an action. */
export const DonateNow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(args.onDonate).toHaveBeenCalledTimes(1);
  },
};

/** Given where donations go, Donate Now is a link there (it works without JavaScript too). */
export const DonateLink: Story = {
  args: { donateHref: 'https://give.example.org/hope-relief' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Donate Now' });
    await expect(link).toHaveAttribute('href', 'https://give.example.org/hope-relief');
    await expect(canvas.queryByRole('button', { name: 'Donate Now' })).toBeNull();
    await userEvent.click(link);
    await expect(args.onDonate).not.toHaveBeenCalled();
  },
};

/** On a small screen: logo and the menu toggle. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
  },
};

/** The mobile menu opens from the toggle and closes again. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    // The popover's toggle event, which the state follows, comes a moment after the click.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/** The submenu's toggle: a `<summary>` (its `<details>` opens with no script). */
const submenuToggle = (canvasElement: HTMLElement, name: string) => {
  const summary = [...canvasElement.querySelectorAll('nav summary')].find(
    (node) => node.textContent?.trim() === name,
  );
  if (!(summary instanceof HTMLElement)) throw new Error(`No submenu toggle named ${name}`);
  return summary;
};

/** The All Programs submenu lists the eight programmes and View All Programs. */
export const MobileSubmenuExpanded: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const summary = submenuToggle(canvasElement, 'All Programs');
    await expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByRole('link', { name: 'View All Programs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orphan Care' })).toBeVisible();
  },
};

/** Choosing any link closes the menu. */
export const ChoosingALinkClosesTheMenu: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(submenuToggle(canvasElement, 'All Programs'));
    await userEvent.click(canvas.getByRole('link', { name: 'Clean Water' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/** Escape closes the menu and puts focus back on the toggle. */
export const EscapeClosesTheMenu: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toHaveFocus();
  },
};

/** The current page's link is marked for assistive technology. */
export const CurrentPage: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelectorAll('a[aria-current="page"]');
    await expect([...current].every((a) => a.getAttribute('href') === '/about')).toBe(true);
    await expect(current.length).toBeGreaterThan(0);
  },
};

/** A long name still fits the bar. */
export const LongSiteName: Story = {
  args: { siteName: 'Hope Relief International Humanitarian Foundation' },
};

/** The page's skip link sits inside the banner landmark and is still the first Tab stop. */
export const WithSkipLink: Story = {
  args: { skipLink: <SkipLink href="#main">Skip to main content</SkipLink> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('banner')).toContainElement(skip);
  },
};
