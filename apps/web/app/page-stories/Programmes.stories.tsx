import { findProgramme, programmesPage } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** The programmes overview (`/programs`) and the eight programme pages (`/programs/:slug`). */
const meta = {
  title: 'Pages/Programmes',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/programs' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      programmesPage.hero.title,
    );
    await expect(canvas.getAllByRole('link', { name: /Get Involved/ })).toHaveLength(8);
  },
};

/** One programme page: its hero title, three statistics and four-step approach. */
function programme(slug: string): Story {
  const found = findProgramme(slug);
  if (!found) throw new Error(`No programme ${slug}`);
  return {
    args: { path: `/programs/${slug}` },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        found.page.hero.title,
      );
      const main = within(canvas.getByRole('main'));
      for (const stat of found.page.stats) {
        await expect(main.getByText(stat.value)).toBeVisible();
      }
      for (const step of found.page.approach.steps) {
        await expect(main.getByRole('heading', { name: step.title })).toBeVisible();
      }
    },
  };
}

export const Food: Story = programme('food');
export const Water: Story = programme('water');
export const Education: Story = programme('education');
export const Healthcare: Story = programme('healthcare');
export const Empowerment: Story = programme('empowerment');
export const OrphanCare: Story = programme('orphan-care');
export const Emergency: Story = programme('emergency');
export const Environment: Story = programme('environment');
