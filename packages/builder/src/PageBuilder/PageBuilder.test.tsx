import {
  historyTexts,
  messages,
  pageConflictTexts,
  pageBuilderTexts as texts,
} from '@charitykit/content';
import { PageConflictError } from '@charitykit/data';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSectionDefinitions } from '../registry/load';
import { defaultSectionRegistry } from '../sections';
import { PageBuilder } from './PageBuilder';

const pages = [
  {
    id: 'p1',
    title: 'Winter Appeal',
    slug: 'winter-appeal',
    version: 7,
    content: {
      sections: [
        {
          type: 'hero',
          title: 'Winter Appeal',
          content: { description: 'Warm kits', buttonText: 'Donate' },
        },
        { type: 'text', title: 'Why', content: { text: 'Cold.' } },
        {
          type: 'cta',
          title: 'Give',
          content: { description: '', buttonText: 'Give now', buttonLink: '/donate' },
        },
      ],
    },
  },
  { id: 'p2', title: 'Our Partners', slug: 'our-partners', content: { sections: [] }, version: 1 },
];

// The section types' editors, loaded once before the tests, as the builder screen loads them
// while the pages load (here the first test would otherwise time its wait on compiling them).
beforeAll(async () => {
  await loadSectionDefinitions(defaultSectionRegistry);
}, 60_000);

let next = 0;
const createId = () => `id-${++next}`;

describe('PageBuilder', { timeout: 30_000 }, () => {
  it('given sections removed and moved, when Save Page, then exactly { type, title, content } is saved and the page is clean', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.remove }));
    const text = screen.getByRole('region', { name: /^Text Block/ });
    await user.click(within(text).getByRole('button', { name: texts.moveUp }));
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(screen.getByText(messages.pageSaved)).toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith(
      'p1',
      [
        { type: 'text', title: 'Why', content: { text: 'Cold.' } },
        {
          type: 'hero',
          title: 'Winter Appeal',
          content: { description: 'Warm kits', buttonText: 'Donate' },
        },
      ],
      7,
    );
    expect(screen.getByText(texts.allSaved)).toBeInTheDocument();
  });

  it('given the save fails, then the message is shown and the work stays unsaved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('permission denied'));
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.remove }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    expect(await screen.findByText('Failed to save page: permission denied')).toBeInTheDocument();
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Call to Action/ })).toBeNull();
  });

  it('given an unsafe link, then nothing is saved and the field says why', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.edit }));
    const link = within(cta).getByLabelText(/Button Link/);
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    expect(
      await within(cta).findByText(/starting with http:\/\/ or https:\/\/, or a site path/),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('given a stored section of an unknown type, then it says so and keeps it when saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const unknown = { type: 'carousel', title: 'Slides', content: { slides: 3 } };
    render(
      <PageBuilder
        pages={[
          { id: 'p3', title: 'Mixed', slug: 'mixed', content: { sections: [unknown] }, version: 1 },
        ]}
        onSave={onSave}
        createId={createId}
      />,
    );
    expect((await screen.findAllByText(messages.unknownSectionType)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Text Block' }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[1]).toEqual([
      unknown,
      { type: 'text', title: '', content: { text: '' } },
    ]);
  });

  it('given unsaved work, when switching page, then it asks first', async () => {
    const user = userEvent.setup();
    render(<PageBuilder pages={pages} onSave={vi.fn()} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.remove }));
    await user.selectOptions(screen.getByLabelText(texts.selectPage), 'p2');
    const dialog = await screen.findByRole('dialog', { name: texts.unsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.keepEditing }));
    expect(screen.getByLabelText(texts.selectPage)).toHaveValue('p1');
    await user.selectOptions(screen.getByLabelText(texts.selectPage), 'p2');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.discard }),
    );
    expect(await screen.findByText(texts.noSections)).toBeInTheDocument();
  });

  it('moves by keyboard, keeping focus on the section and announcing where it went; undo with Ctrl+Z', async () => {
    const user = userEvent.setup();
    render(<PageBuilder pages={pages} onSave={vi.fn()} createId={createId} />);
    const hero = await screen.findByRole('region', { name: /^Hero Section/ });
    const down = within(hero).getByRole('button', { name: texts.moveDown });
    expect(within(hero).getByRole('button', { name: texts.moveUp })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(down).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(texts.moved('Hero Section', 2, 3));
    await user.keyboard('{Enter}');
    expect(within(hero).getByRole('button', { name: texts.moveDown })).toBeDisabled();
    expect(within(hero).getByRole('button', { name: texts.moveUp })).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect([...document.querySelectorAll('h2[id$="-heading"]')].map((h) => h.textContent)).toEqual([
      'Hero Section: Winter Appeal',
      'Text Block: Why',
      'Call to Action: Give',
    ]);
    expect(screen.getByText(texts.allSaved)).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
  });

  it('given a save resolves with the new version, then the next save is made against it', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockResolvedValueOnce({ version: 8 })
      .mockResolvedValueOnce({ version: 9 });
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.remove }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const text = screen.getByRole('region', { name: /^Text Block/ });
    await user.click(within(text).getByRole('button', { name: texts.moveUp }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls.map((call) => call[2])).toEqual([7, 8]);
  });

  it('given someone else saved meanwhile, then it names them and when; Save over it saves at their version, Reload loads theirs', async () => {
    const user = userEvent.setup();
    const theirs = {
      ...(pages[0] as (typeof pages)[number]),
      version: 12,
      content: { sections: [{ type: 'text', title: 'Theirs', content: { text: 'By Tom.' } }] },
    };
    const conflict = new PageConflictError({
      current: theirs as never,
      changedBy: 'Tom Price',
      changedAt: '2026-11-25T14:32:00Z',
    });
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(conflict)
      .mockResolvedValueOnce({ version: 13 })
      .mockRejectedValueOnce(conflict);
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} />);
    const cta = await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(within(cta).getByRole('button', { name: texts.remove }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pageConflictTexts.title);
    expect(alert).toHaveTextContent(
      'Tom Price saved this page at 14:32 on 25 November 2026, after you opened it.',
    );
    // Nothing was saved: the work is still unsaved.
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: pageConflictTexts.saveOver }));
    await waitFor(() => expect(screen.getByText(messages.pageSaved)).toBeInTheDocument());
    expect(onSave.mock.calls.map((call) => call[2])).toEqual([7, 12]);

    // Again, and this time take their version.
    const text = screen.getByRole('region', { name: /^Text Block/ });
    await user.click(within(text).getByRole('button', { name: texts.remove }));
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    const again = await screen.findByRole('alert');
    await user.click(within(again).getByRole('button', { name: pageConflictTexts.reload }));
    expect(await screen.findByRole('region', { name: /^Text Block/ })).toHaveTextContent('By Tom.');
    expect(screen.queryByRole('region', { name: /^Hero/ })).not.toBeInTheDocument();
    expect(screen.getByText(texts.allSaved)).toBeInTheDocument();
  });

  it('given History, when an earlier version is restored, then it is loaded as unsaved changes that Save Page publishes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({ version: 8 });
    const earlier = { sections: [{ type: 'text', title: 'Earlier', content: { text: 'Old.' } }] };
    const history = {
      list: vi.fn().mockResolvedValue([
        { id: 2, saved_at: '2026-11-25T14:32:00Z', saved_by_name: 'Tom Price', section_count: 1 },
        { id: 1, saved_at: '2026-11-24T09:00:00Z', saved_by_name: null, section_count: 3 },
      ]),
      load: vi.fn().mockResolvedValue(earlier),
    };
    render(<PageBuilder pages={pages} onSave={onSave} createId={createId} history={history} />);
    await screen.findByRole('region', { name: /^Call to Action/ });
    await user.click(screen.getByRole('button', { name: historyTexts.history }));
    const dialog = await screen.findByRole('dialog', { name: historyTexts.title('Winter Appeal') });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Saved at 14:32 on 25 November 2026 by Tom Price1 section'),
      expect.stringContaining('Saved at 09:00 on 24 November 2026'),
    ]);
    expect(history.list).toHaveBeenCalledWith('p1');
    await user.click(
      within(dialog).getByRole('button', {
        name: historyTexts.restoreVersion('14:32 on 25 November 2026'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.load).toHaveBeenCalledWith(2);
    expect(screen.getByRole('region', { name: /^Text Block/ })).toHaveTextContent('Old.');
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('p1', earlier.sections, 7));
  });
});
