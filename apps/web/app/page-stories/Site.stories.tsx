import {
  aboutPage,
  messages,
  notFoundPage,
  privacyPolicy,
  termsAndConditions,
} from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** About, the two legal pages and the not-found page. */
const meta = {
  title: 'Pages/Site',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/about' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(aboutPage.hero.title);
  },
};

export const PrivacyPolicy: Story = {
  args: { path: '/privacy-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(privacyPolicy.title);
    await expect(canvas.getByText(/Last updated: December 2024/)).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  args: { path: '/terms-conditions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      termsAndConditions.title,
    );
  },
};

/** A page staff built and published, at its own address (decision 5), from its sections. */
export const PublishedPage: Story = {
  args: { path: '/winter-appeal' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Winter Appeal' }),
    ).toBeVisible();
  },
};

/** Any other path: 404, the spec's message, a way home, and the path logged. */
let consoleError: ReturnType<typeof spyOn> | undefined;

export const NotFound: Story = {
  // Two segments, so the splat route answers (one segment is a possible /{slug}).
  args: { path: '/this-page/does-not-exist' },
  // The path is logged as the page renders, so the spy goes in before it.
  beforeEach: () => {
    consoleError = spyOn(console, 'error');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundPage.code);
    await expect(canvas.getByText(messages.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: notFoundPage.homeLink.label })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '404 Error: User attempted to access non-existent route:',
        '/this-page/does-not-exist',
      ),
    );
  },
};

/** A programme slug that does not exist shows the same not-found page. */
export const UnknownProgramme: Story = {
  args: { path: '/programs/knitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.notFound)).toBeVisible();
  },
};
