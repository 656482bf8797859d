import { heroSlides } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { HeroCarousel } from './HeroCarousel';

const meta = {
  title: 'Composites/HeroCarousel',
  component: HeroCarousel,
  tags: ['autodocs'],
  args: {
    label: 'Highlights',
    slides: heroSlides,
    primaryLabel: 'Donate Today',
    onPrimary: fn(),
    secondaryAction: { label: 'Join as Volunteer', href: '/volunteer' },
  },
  decorators: [(Story) => <div onClickCapture={(event) => event.preventDefault()}>{Story()}</div>],
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeTitle = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="tabpanel"][data-active] h2')?.textContent;

/** The first slide, with its two buttons; the other slides are inert. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(activeTitle(canvasElement)).toBe('Bringing Hope to Those in Need');
    await expect(canvas.getByRole('tab', { name: /Slide 1/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the active slide's buttons can be reached.
    await expect(canvas.getAllByRole('link', { name: 'Join as Volunteer' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Join as Volunteer' })).toHaveAttribute(
      'href',
      '/volunteer',
    );
  },
};

/** Next wraps from the last slide to the first; previous from the first to the last. */
export const NextAndPreviousWrap: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await expect(activeTitle(canvasElement)).toBe('Nourishing Communities with Hope');
    await userEvent.click(next);
    await expect(activeTitle(canvasElement)).toBe('Bringing Hope to Those in Need');
    await userEvent.click(next);
    await expect(activeTitle(canvasElement)).toBe('Clean Water for Every Community');
  },
};

/** A dot selects its slide; arrow keys move between the dots. */
export const DotTabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Slide 3/ }));
    await expect(activeTitle(canvasElement)).toBe('Nourishing Communities with Hope');
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeTitle(canvasElement)).toBe('Bringing Hope to Those in Need');
    await expect(canvas.getByRole('tab', { name: /Slide 1/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(activeTitle(canvasElement)).toBe('Nourishing Communities with Hope');
  },
};

/** Images render on the client: the active one eager and high priority, the others lazy. */
export const ImagesOnTheClient: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(3));
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
    await expect(images[2]).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
  },
};

/** Donate Today has no action of its own. */
export const DonateToday: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Today' }));
    await expect(args.onPrimary).toHaveBeenCalledTimes(1);
  },
};

/** With rotation on, a visible control stops it (decision 8). */
/** With the charity's donation page set, Donate Today on every slide is a link to it. */
export const DonateTodayToDonationPage: Story = {
  args: { onPrimary: undefined, primaryHref: 'https://www.justgiving.com/page/hope-relief-uk' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Donate Today', hidden: true });
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', 'https://www.justgiving.com/page/hope-relief-uk');
    }
  },
};

export const AutoRotateWithPause: Story = {
  args: { autoRotateMs: 6000 },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: 'Stop slide rotation' });
    await expect(control).toBeVisible();
    await userEvent.click(control);
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
  },
};

/** On extra-wide screens a panel sits beside the slides; narrower, it is not shown. */
export const WithDonationPanel: Story = {
  args: {
    aside: (
      <div style={{ background: '#fff', color: '#1d2b29', padding: 24, borderRadius: 16 }}>
        <h2>Make a Donation</h2>
        <p>The donation form sits here.</p>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByText('The donation form sits here.');
    await expect(panel).toBeInTheDocument();
    // The test browser is narrower than the extra-wide breakpoint (1536px).
    if (window.innerWidth < 1536) await expect(panel).not.toBeVisible();
  },
};

/** When the stock-photo host cannot be reached, the dark ground keeps the text readable. */
export const ImagesUnavailable: Story = {
  args: {
    slides: heroSlides.map((slide) => ({
      ...slide,
      image: { ...slide.image, src: 'https://invalid.example/missing.jpg', srcSet: undefined },
    })),
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { hidden: true }).length).toBeGreaterThan(0),
    );
    await expect(
      canvas.getByRole('heading', { name: 'Bringing Hope to Those in Need' }),
    ).toBeVisible();
  },
};
