import { activityCopy as copy } from '@charitykit/content';
import {
  fixtureActivity,
  fixtureActivityPeople,
  fixtureAdminUsers,
  scenarios,
  supabaseHandlers,
} from '@charitykit/data/msw';
import { mediaQuery } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Activity',
  ...adminScreen('/admin/activity'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () =>
  within(await page().findByRole('table', { name: copy.caption }, { timeout: 10_000 }));
const bodyRows = async () => (await table()).getAllByRole('row').slice(1);

/** The admin navigation at the story's width: behind the Menu button on narrow screens. */
async function adminNav() {
  if (!window.matchMedia(mediaQuery.desktop).matches) {
    await userEvent.click(await page().findByRole('button', { name: 'Menu' }));
  }
  return within(await page().findByRole('navigation', { name: 'Admin' }));
}

/** The requests the list made, to see the filters reach the database. */
function recording() {
  const seen: URL[] = [];
  const handler = http.get('*/rest/v1/activity_log', ({ request }) => {
    seen.push(new URL(request.url));
    return undefined;
  });
  return { seen, handler };
}

/** Newest first: when, who, what, to what, and the rest of the story; Activity in the nav. */
export const Populated: Story = {
  play: async () => {
    const rows = await bodyRows();
    await expect(rows).toHaveLength(fixtureActivity.length);
    await expect(rows[0]).toHaveTextContent('amina.khan@hoperelief.org.uk');
    await expect(rows[0]).toHaveTextContent('Password reset link');
    await expect(rows[0]).toHaveTextContent('priya.shah@hoperelief.org.uk');
    await expect(rows[0]).toHaveTextContent(copy.shownToAdmin);
    await expect(rows[2]).toHaveTextContent('Role: Admin → Editor');
    await expect(rows[1]).toHaveTextContent('Address: /winter-appeal');
    await expect(rows.at(-1)).toHaveTextContent(copy.platform);
    await expect(page().getByText(copy.showing(fixtureActivity.length))).toBeVisible();
    await expect((await adminNav()).getByRole('link', { name: 'Activity' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(scenarios.activity.loading),
  play: async () => {
    await expect(await page().findByRole('heading', { name: copy.title })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  ...given(scenarios.activity.empty),
  play: async () => {
    await expect(await page().findByText(copy.empty, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().getByRole('button', { name: copy.export })).toBeDisabled();
  },
};

export const LoadError: Story = {
  ...given(() =>
    scenarios.activity.error('permission denied for table activity_log', { status: 403 }),
  ),
  play: async () => {
    await expect(await page().findByText(copy.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().getByText('permission denied for table activity_log')).toBeVisible();
  },
};

const filtering = recording();

/** By keyboard: a kind of change, a person and a date range narrow the list in the database. */
export const Filtered: Story = {
  beforeEach({ msw }) {
    filtering.seen.length = 0;
    msw.use(filtering.handler);
  },
  play: async () => {
    await table();
    const what = page().getByLabelText(copy.what);
    await userEvent.selectOptions(what, 'kind:team');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
    await expect(filtering.seen.at(-1)?.searchParams.get('kind')).toBe('eq.team');

    const who = page().getByLabelText(copy.who);
    await waitFor(() => expect(within(who).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(who, fixtureActivityPeople.admin.actor_id);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    await expect(filtering.seen.at(-1)?.searchParams.get('actor_id')).toBe(
      `eq.${fixtureActivityPeople.admin.actor_id}`,
    );

    await userEvent.type(page().getByLabelText(copy.from), '2024-06-03');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await expect(filtering.seen.at(-1)?.searchParams.getAll('at')).toEqual(['gte.2024-06-03']);

    await userEvent.selectOptions(what, 'action:page_published');
    await expect(await page().findByText(copy.noMatches)).toBeVisible();

    const clear = page().getByRole('button', { name: copy.clearFilters });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(fixtureActivity.length));
    await expect(clear).toBeDisabled();
  },
};

/** More than a page: the first 50, then older ones on request, announced. */
export const LoadMore: Story = {
  ...given(() =>
    scenarios.activity.populated(
      Array.from({ length: 60 }, (_, i) => ({
        ...(fixtureActivity[1] as (typeof fixtureActivity)[number]),
        id: 100 - i,
        at: new Date(Date.UTC(2024, 5, 3, 12) - i * 3_600_000).toISOString(),
        target_label: `Appeal ${i + 1}`,
      })),
    ),
  ),
  play: async () => {
    await waitFor(async () => expect(await bodyRows()).toHaveLength(50));
    await expect(page().getByText(copy.showing(50))).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: copy.loadMore }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(60));
    await expect(page().getByText(copy.showing(60))).toBeVisible();
    await expect(page().queryByRole('button', { name: copy.loadMore })).toBeNull();
    await expect((await bodyRows())[59]).toHaveTextContent('Appeal 60');
  },
};

/** Export: the filtered entries, formulas made inert. */
export const Export: Story = {
  play: async () => {
    const blobs: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob);
      return original.call(URL, blob);
    };
    try {
      await table();
      await userEvent.selectOptions(page().getByLabelText(copy.what), 'kind:publishing');
      await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
      await userEvent.click(page().getByRole('button', { name: copy.export }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const csv = await (blobs[0] as Blob).text();
      const lines = csv
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/);
      await expect(lines[0]).toBe('When,Who,Who (user id),Kind,What,Changed,Details');
      await expect(lines).toHaveLength(5);
      await expect(csv).toContain('Page published,Winter Appeal,Address: /winter-appeal');
      await expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      await expect(csv).not.toContain('Password reset link');
    } finally {
      URL.createObjectURL = original;
    }
  },
};

/** The export fails: said at once, the list stays. */
export const ExportFails: Story = {
  beforeEach({ msw }) {
    // The list asks for a page; the export for everything: only the export fails.
    msw.use(
      http.get('*/rest/v1/activity_log', ({ request }) =>
        Number(new URL(request.url).searchParams.get('limit')) > 1000
          ? HttpResponse.json(
              { code: '57014', message: 'canceling statement due to statement timeout' },
              { status: 500 },
            )
          : undefined,
      ),
    );
  },
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: copy.export }));
    const message = await page().findByText(
      copy.exportFailed('canceling statement due to statement timeout'),
    );
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(await bodyRows()).toHaveLength(fixtureActivity.length);
  },
};

/** An editor: no Activity in the nav; the address says the log is for admins. */
export const EditorWithoutAccess: Story = {
  ...given(() => scenarios.adminUser.populated(fixtureAdminUsers.editor)),
  play: async () => {
    await expect(await page().findByText(copy.noAccess, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
    const nav = await adminNav();
    await expect(await nav.findByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Activity' })).toBeNull();
  },
};

/** At 320 px: the filters wrap and every control stays reachable. */
export const At320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await table();
    await expect(page().getByRole('button', { name: copy.export })).toBeVisible();
    await expect(page().getByLabelText(copy.what)).toBeVisible();
    await expect(page().getByLabelText(copy.to)).toBeVisible();
    const scroller = document.documentElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
  },
};
