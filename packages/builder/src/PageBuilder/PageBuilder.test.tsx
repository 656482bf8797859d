import { messages, pageBuilderTexts as texts } from '@charitykit/content';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageBuilder } from './PageBuilder';

const pages = [
  {
    id: 'p1',
    title: 'Winter Appeal',
    slug: 'winter-appeal',
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
  { id: 'p2', title: 'Our Partners', slug: 'our-partners', content: { sections: [] } },
];

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
    expect(onSave).toHaveBeenCalledWith('p1', [
      { type: 'text', title: 'Why', content: { text: 'Cold.' } },
      {
        type: 'hero',
        title: 'Winter Appeal',
        content: { description: 'Warm kits', buttonText: 'Donate' },
      },
    ]);
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
        pages={[{ id: 'p3', title: 'Mixed', slug: 'mixed', content: { sections: [unknown] } }]}
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
});
