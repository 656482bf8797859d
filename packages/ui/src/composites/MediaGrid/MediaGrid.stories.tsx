import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaGrid, type MediaGridItem } from './MediaGrid';

const pixel =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="%232A9F8E"/></svg>';

const items: MediaGridItem[] = [
  {
    id: '1',
    name: 'well-opening.jpg',
    mimeType: 'image/jpeg',
    url: pixel,
    altText: 'Children drinking from a new well',
    sizeLabel: '1.5 MB',
    dimensionsLabel: '1600 × 900',
  },
  {
    id: '2',
    name: 'school-day.png',
    mimeType: 'image/png',
    url: pixel,
    altText: null,
    sizeLabel: '820 KB',
    dimensionsLabel: '1200 × 800',
  },
  {
    id: '3',
    name: 'appeal.mp4',
    mimeType: 'video/mp4',
    url: pixel,
    altText: null,
    sizeLabel: '12.4 MB',
  },
  {
    id: '4',
    name: 'annual-report.pdf',
    mimeType: 'application/pdf',
    url: pixel,
    altText: null,
    sizeLabel: '2.1 MB',
  },
];

const meta = {
  title: 'Admin/MediaGrid',
  component: MediaGrid,
  args: {
    items,
    view: 'grid',
    'aria-label': 'Media Library',
    labels: {
      edit: (name) => `Edit ${name}`,
      open: (name) => `Open ${name}`,
      remove: (name) => `Delete ${name}`,
      missingAlt: 'Missing alt text',
    },
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MediaGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Media Library' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Only images are marked for missing alt text.
    await expect(canvas.getAllByText('Missing alt text')).toHaveLength(1);
    await expect(
      canvas.getByRole('img', { name: 'Children drinking from a new well' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit school-day.png' }));
    await expect(args.onEdit).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete annual-report.pdf' }));
    await expect(args.onDelete).toHaveBeenCalledWith('4');
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.5 MB · 1600 × 900')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open appeal.mp4' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

const svg = (width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 9) / 16}"><rect width="100%" height="100%" fill="#2A9F8E"/></svg>`,
  )}`;

/** Images with smaller copies: the browser picks one for the thumbnail's width. */
export const Renditions: Story = {
  args: {
    items: items.map((item) =>
      item.id === '1' ? { ...item, srcSet: `${svg(320)} 320w, ${svg(640)} 640w` } : item,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Children drinking from a new well' });
    await expect(image).toHaveAttribute('srcset', `${svg(320)} 320w, ${svg(640)} 640w`);
    await expect(image).toHaveAttribute('sizes', '(min-width: 40rem) 20rem, 100vw');
    await expect(image).toBeVisible();
    // An image without copies keeps its one address.
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(2);
    const plain = images.find((img) => img !== image);
    await expect(plain).not.toHaveAttribute('srcset');
    await expect(plain).not.toHaveAttribute('sizes');
  },
};

export const RenditionsInList: Story = {
  args: { ...Renditions.args, view: 'list' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Children drinking from a new well' });
    await expect(image).toHaveAttribute('sizes', '5rem');
  },
};

export const Deleting: Story = {
  args: { busyIds: new Set(['1']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete well-opening.jpg' })).toBeDisabled();
  },
};
