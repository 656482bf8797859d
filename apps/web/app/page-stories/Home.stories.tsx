import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { backendUnreachable, renderPage, savedSettings, withSavedSettings } from './story-helpers';

/** The home page (`/`), from the route module the site renders. */
const meta = {
  title: 'Pages/Home',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Hope Relief UK: Bringing Hope to Those in Need',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Our Impact Programs' })).toBeVisible();
  },
};

/** The name, contact details, social links and colours staff saved, read from the backend. */
export const LiveSettings: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => withSavedSettings(msw),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-settings]')).toHaveAttribute(
        'data-settings',
        'backend',
      ),
    );
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `${savedSettings.site_name}: Bringing Hope to Those in Need`,
      }),
    ).toBeInTheDocument();
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(savedSettings.contact_email)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      savedSettings.social_links.instagram,
    );
    await expect(footer.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  },
};

/** The backend cannot be reached: the page keeps content's defaults and shows no error. */
export const BackendUnreachable: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => backendUnreachable(msw),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-settings]')).toHaveAttribute(
        'data-settings',
        'defaults',
      ),
    );
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Hope Relief UK: Bringing Hope to Those in Need',
      }),
    ).toBeInTheDocument();
  },
};
