import { subscribersCopy as copy } from '@charitykit/content';
import { fixtureSubscribers, scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Subscribers',
  ...adminScreen('/admin/subscribers'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const [amina, tom, sam, lee] = fixtureSubscribers;

const table = async () =>
  within(await page().findByRole('table', { name: copy.caption }, { timeout: 10_000 }));

/** Requests the story's backend saw. */
function recording(method: string, path: string) {
  const seen: URL[] = [];
  const handler = http.all(`*${path}`, ({ request }) => {
    if (request.method === method) seen.push(new URL(request.url));
    return undefined;
  });
  return { seen, handler };
}

/** The list with its counts, each row's status and consent record (wording behind a disclosure). */
export const Populated: Story = {
  play: async () => {
    const rows = (await table()).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(fixtureSubscribers.length);
    await expect(rows[0]).toHaveTextContent(amina?.email ?? '');
    await expect(rows[0]).toHaveTextContent('Confirmed');
    await expect(rows[1]).toHaveTextContent('Pending');
    await expect(rows[3]).toHaveTextContent('Left');
    await expect(rows[1]).toHaveTextContent('on /subscribe');
  },
};

/** The counts: two confirmed, one pending, one left. */
export const Counts: Story = {
  play: async () => {
    await table();
    const counts = page().getByLabelText(copy.countsLabel);
    await expect(counts).toHaveTextContent('Confirmed2Pending1Left1');
  },
};

/** The wording the person was shown opens by keyboard. */
export const ConsentWording: Story = {
  play: async () => {
    const list = await table();
    const [first] = list.getAllByText(copy.wording);
    await expect(list.getAllByText(amina?.consent_text ?? '')[0]).not.toBeVisible();
    await userEvent.click(first as HTMLElement);
    await expect(list.getAllByText(amina?.consent_text ?? '')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  ...given(scenarios.subscribers.empty),
  play: async () => {
    await expect(await page().findByText(copy.empty, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().getByLabelText(copy.countsLabel)).toHaveTextContent('Confirmed0');
  },
};

export const Loading: Story = {
  ...given(scenarios.subscribers.loading),
  play: async () => {
    await expect(await page().findByRole('heading', { name: copy.title })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() =>
    scenarios.subscribers.error('permission denied for table subscribers', { status: 403 }),
  ),
  play: async () => {
    await expect(await page().findByText(copy.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().getByText('permission denied for table subscribers')).toBeVisible();
  },
};

/** Search by e-mail or first name, as you type; nothing found says so. */
export const Search: Story = {
  play: async () => {
    await table();
    const search = page().getByRole('searchbox', { name: copy.search });
    await userEvent.type(search, 'LEE');
    await waitFor(async () => expect((await table()).getAllByRole('row').slice(1)).toHaveLength(1));
    await expect((await table()).getByText(lee?.email ?? '')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody at all');
    await expect(await page().findByText(copy.noMatches)).toBeVisible();
  },
};

const removals = recording('DELETE', '/rest/v1/subscribers');

/** Remove hides the row and offers Undo; Undo brings it back and nothing is deleted. */
export const RemoveThenUndo: Story = {
  beforeEach({ msw }) {
    removals.seen.length = 0;
    msw.use(removals.handler);
  },
  play: async () => {
    await userEvent.click(
      (await table()).getByRole('button', { name: copy.remove(tom?.email ?? '') }),
    );
    await expect(await page().findByText(copy.removed(tom?.email ?? ''))).toBeVisible();
    await expect((await table()).queryByText(tom?.email ?? '')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: copy.undo }));
    await expect(await page().findByText(copy.restored(tom?.email ?? ''))).toBeVisible();
    await expect(removals.seen).toHaveLength(0);
  },
};

/** A second removal completes the first at once: it is deleted for good. */
export const RemoveCompletes: Story = {
  beforeEach({ msw }) {
    removals.seen.length = 0;
    msw.use(removals.handler);
  },
  play: async () => {
    const list = await table();
    await userEvent.click(list.getByRole('button', { name: copy.remove(tom?.email ?? '') }));
    await userEvent.click(list.getByRole('button', { name: copy.remove(lee?.email ?? '') }));
    await waitFor(() => expect(removals.seen).toHaveLength(1));
    await expect(removals.seen[0]?.searchParams.get('id')).toBe(`eq.${tom?.id}`);
  },
};

/** Export: confirmed subscribers only, in columns Mailchimp and Brevo match, formulas inert. */
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
      await userEvent.click(page().getByRole('button', { name: copy.export }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const csv = await (blobs[0] as Blob).text();
      await expect(csv).toMatch(/^\ufeff?Email Address,First Name,/);
      await expect(csv).toContain(`${amina?.email},Amina,`);
      await expect(csv).toContain(`'${sam?.email},'${sam?.first_name},`);
      await expect(csv).not.toContain(tom?.email ?? '');
      await expect(csv).not.toContain(lee?.email ?? '');
    } finally {
      URL.createObjectURL = original;
    }
  },
};

/** At 320 px: the counts wrap and every action stays reachable. */
export const At320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await table();
    await expect(page().getByRole('button', { name: copy.export })).toBeVisible();
    await expect(page().getByLabelText(copy.countsLabel)).toBeVisible();
  },
};
