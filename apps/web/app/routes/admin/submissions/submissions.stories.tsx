import { submissionsCopy as copy } from '@charitykit/content';
import {
  fixtureContactMessages,
  fixtureVolunteerApplications,
  scenarios,
  supabaseHandlers,
} from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Submissions',
  ...adminScreen('/admin/submissions'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const [fatima, james, lina] = fixtureContactMessages;
const [aisha] = fixtureVolunteerApplications;

const table = async () =>
  within(await page().findByRole('table', { name: copy.contactCaption }, { timeout: 10_000 }));

/** Requests the story's backend saw, to check what the screen asked for. */
function recording(method: string, path: string) {
  const seen: { url: URL; body: string }[] = [];
  const handler = http.all(`*${path}`, async ({ request }) => {
    if (request.method === method) {
      seen.push({ url: new URL(request.url), body: await request.clone().text() });
    }
    return undefined;
  });
  return { seen, handler };
}

/** Contact messages, newest first; new ones marked and counted on the tab. */
export const ContactMessages: Story = {
  play: async () => {
    const rows = (await table()).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(fixtureContactMessages.length);
    await expect(rows[0]).toHaveTextContent(fatima?.name ?? '');
    await expect(rows[0]).toHaveTextContent('New');
    await expect(rows[2]).toHaveTextContent('Read');
    await expect(rows[3]).toHaveTextContent('Handled');
    const tabs = within(page().getByRole('navigation', { name: copy.tabsLabel }));
    await expect(tabs.getByRole('link', { name: /Contact messages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: /Contact messages/ })).toHaveTextContent('2 new');
  },
};

/** The other tab: volunteer applications with the skills they offer. */
export const VolunteerApplications: Story = {
  args: { path: '/admin/submissions?kind=volunteer' },
  play: async () => {
    const list = within(await page().findByRole('table', { name: copy.volunteerCaption }));
    await expect(list.getByRole('rowheader', { name: 'Aisha Begum' })).toBeVisible();
    await expect(list.getByText('Healthcare/Medical, Translation/Languages')).toBeVisible();
  },
};

export const Empty: Story = {
  ...given(() => [...scenarios.contactMessages.empty(), ...scenarios.submissionCounts.empty()]),
  play: async () => {
    await expect(await page().findByText(copy.emptyContact)).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(scenarios.contactMessages.loading),
  play: async () => {
    await expect(await page().findByRole('heading', { name: copy.title })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() =>
    scenarios.contactMessages.error('permission denied for table contact_messages', {
      status: 403,
    }),
  ),
  play: async () => {
    await expect(await page().findByText(copy.loadFailed)).toBeVisible();
    await expect(page().getByText('permission denied for table contact_messages')).toBeVisible();
  },
};

/** Search by name or e-mail, as you type; nothing found says so. */
export const Search: Story = {
  play: async () => {
    await table();
    const search = page().getByRole('searchbox', { name: copy.search });
    await userEvent.type(search, 'OKAFOR');
    await waitFor(async () => expect((await table()).getAllByRole('row').slice(1)).toHaveLength(1));
    await expect((await table()).getByText(james?.email ?? '')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'lina.haddad@');
    await expect((await table()).getByText(lina?.name ?? '')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody at all');
    await expect(await page().findByText(copy.noMatches)).toBeVisible();
  },
};

const opened = recording('PATCH', '/rest/v1/contact_messages');

/** Opening a new message shows every field and the notice the sender read, and marks it read. */
export const OpenMarksRead: Story = {
  beforeEach({ msw }) {
    opened.seen.length = 0;
    msw.use(opened.handler);
  },
  play: async () => {
    await userEvent.click(
      (await table()).getByRole('button', { name: copy.open(fatima?.name ?? '') }),
    );
    const dialog = within(
      await page().findByRole('dialog', { name: copy.detailTitle(fatima?.name ?? '') }),
    );
    await waitFor(() => expect(dialog.getByText(fatima?.message ?? '')).toBeVisible());
    await expect(dialog.getByText(fatima?.consent_text ?? '')).toBeVisible();
    await waitFor(() => expect(opened.seen.map((r) => r.body)).toContain('{"status":"read"}'));
    await expect(opened.seen[0]?.url.searchParams.get('id')).toBe(`eq.${fatima?.id}`);
    await userEvent.click(dialog.getByRole('button', { name: copy.markHandled }));
    await waitFor(() => expect(opened.seen.map((r) => r.body)).toContain('{"status":"handled"}'));
  },
};

/** Everything by keyboard: Tab to a row's Open button, Enter opens, Escape closes. */
export const Keyboard: Story = {
  play: async () => {
    await table();
    const openButton = (await table()).getByRole('button', {
      name: copy.open(fatima?.name ?? ''),
    });
    openButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog');
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(openButton).toHaveFocus());
    await userEvent.tab();
    await expect(
      (await table()).getByRole('button', { name: copy.markHandledOf(fatima?.name ?? '') }),
    ).toHaveFocus();
  },
};

const deletes = recording('DELETE', '/rest/v1/contact_messages');

/** Delete hides the row at once and offers Undo; Undo brings it back and nothing is deleted. */
export const DeleteThenUndo: Story = {
  beforeEach({ msw }) {
    deletes.seen.length = 0;
    msw.use(deletes.handler);
  },
  play: async () => {
    await userEvent.click(
      (await table()).getByRole('button', { name: copy.remove(james?.name ?? '') }),
    );
    await expect(await page().findByText(copy.deleted(james?.name ?? ''))).toBeVisible();
    await expect((await table()).queryByText(james?.name ?? '')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: copy.undo }));
    await expect(await page().findByText(copy.restored(james?.name ?? ''))).toBeVisible();
    await expect((await table()).getByText(james?.name ?? '')).toBeVisible();
    await expect(deletes.seen).toHaveLength(0);
  },
};

/** A second delete completes the first at once (one Undo at a time). */
export const DeleteCompletes: Story = {
  beforeEach({ msw }) {
    deletes.seen.length = 0;
    msw.use(deletes.handler);
  },
  play: async () => {
    const list = await table();
    await userEvent.click(list.getByRole('button', { name: copy.remove(james?.name ?? '') }));
    await userEvent.click(list.getByRole('button', { name: copy.remove(lina?.name ?? '') }));
    await waitFor(() => expect(deletes.seen).toHaveLength(1));
    await expect(deletes.seen[0]?.url.searchParams.get('id')).toBe(`eq.${james?.id}`);
    await expect(page().getByText(copy.deleted(lina?.name ?? ''))).toBeVisible();
  },
};

/** Export: the listed messages as CSV, a formula typed by a visitor arriving as plain text. */
export const Export: Story = {
  ...given(() =>
    scenarios.contactMessages.populated([
      ...fixtureContactMessages,
      {
        ...(fatima as NonNullable<typeof fatima>),
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Mallory Evil',
        subject: '=HYPERLINK("http://evil.example","Click")',
      },
    ]),
  ),
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
      await expect(csv).toContain('Received,Status,Name,Email,Subject,Message');
      await expect(csv).toContain('Fatima Rahman,fatima.rahman@example.org');
      await expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      await expect(csv).not.toMatch(/,=HYPERLINK/);
    } finally {
      URL.createObjectURL = original;
    }
  },
};

const erasures = recording('POST', '/rest/v1/rpc/erase_submissions_by_email');

/** Erase personal data: a bad address is refused; a good one says how many records went. */
export const Erase: Story = {
  beforeEach({ msw }) {
    erasures.seen.length = 0;
    msw.use(erasures.handler);
  },
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: copy.erase }));
    const dialog = within(await page().findByRole('dialog', { name: copy.eraseTitle }));
    const email = dialog.getByRole('textbox', { name: copy.eraseEmail });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: copy.eraseSubmit }));
    await expect(await dialog.findByText(copy.eraseEmailInvalid)).toBeVisible();
    await expect(erasures.seen).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'fatima.rahman@example.org');
    await userEvent.click(dialog.getByRole('button', { name: copy.eraseSubmit }));
    await expect(
      await page().findByText(copy.erased('fatima.rahman@example.org', 2, 1, 1)),
    ).toBeVisible();
    await expect(JSON.parse(erasures.seen[0]?.body ?? '{}')).toEqual({
      target_email: 'fatima.rahman@example.org',
    });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const EraseFailed: Story = {
  ...given(() => scenarios.eraseSubmissions.error('only staff may erase submissions')),
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: copy.erase }));
    const dialog = within(await page().findByRole('dialog', { name: copy.eraseTitle }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: copy.eraseEmail }),
      'fatima.rahman@example.org',
    );
    await userEvent.click(dialog.getByRole('button', { name: copy.eraseSubmit }));
    await expect(
      await dialog.findByText(copy.eraseFailed('only staff may erase submissions')),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: copy.eraseEmail })).toHaveValue(
      'fatima.rahman@example.org',
    );
  },
};

/** At 320 px the screen fits: nothing wider than the window but the table's own scroller. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { path: '/admin/submissions?kind=volunteer' },
  play: async () => {
    await expect(
      await page().findByRole('table', { name: copy.volunteerCaption }),
    ).toBeInTheDocument();
    await expect(page().getByRole('button', { name: copy.export })).toBeVisible();
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expect(aisha?.email).toBeDefined();
  },
};
