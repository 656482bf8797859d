import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteImage } from './SiteImage';

// A picture that loads without a network: a plain SVG as a data address.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2A9F8E"/><circle cx="600" cy="400" r="200" fill="#B7DE2D"/></svg>`;
const localImage = {
  src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
  alt: 'A green circle on a teal background',
  width: 1200,
  height: 800,
};

const meta = {
  title: 'Composites/SiteImage',
  component: SiteImage,
  tags: ['autodocs'],
  args: { image: localImage },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SiteImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: lazy, with its intrinsic size reserved. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: localImage.alt });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '800');
  },
};

/** The page's largest image: fetched first and never lazy. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: localImage.alt });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The host cannot be reached: the alt text is shown on a plain background (decision 7). */
export const Unavailable: Story = {
  args: {
    image: {
      ...localImage,
      src: 'https://invalid.example/photo.jpg',
      alt: 'Volunteers packing food',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Volunteers packing food')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Volunteers packing food' })).toBeVisible();
  },
};

/** Behind text, a failed image leaves only the background. */
export const UnavailableBehindText: Story = {
  args: {
    image: { ...localImage, src: 'https://invalid.example/photo.jpg', alt: 'A hero photo' },
    fallback: 'background',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'A hero photo' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByText('A hero photo')).toBeNull();
  },
};
