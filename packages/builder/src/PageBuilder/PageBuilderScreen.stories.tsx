import {
  historyTexts,
  messages,
  pageConflictTexts,
  pageBuilderTexts as texts,
} from '@charitykit/content';
import { createDataQueryClient, createSupabaseRepositories, DataProvider } from '@charitykit/data';
import {
  createMswDataClient,
  fixturePages,
  fixtureRevisions,
  scenarios,
} from '@charitykit/data/msw';
import { ToastRegion, toast } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadSectionDefinitions } from '../registry/load';
import { defaultSectionRegistry } from '../sections';
import { storyImageHandlers } from '../stories/storyImages';
import { PageBuilderScreen, type PageBuilderScreenProps } from './PageBuilderScreen';

/**
 * How long a play function waits for an answer from the mocked backend: sized for a loaded
 * 2-core machine, where a request through the MSW worker can take seconds (the default is 1 s).
 */
const NETWORK_WAIT = { timeout: 10_000 };

// The section types' editors, loaded with this file, as a visit has them by the time the pages
// arrive (otherwise the first story would spend its time compiling them on the dev server).
await loadSectionDefinitions(defaultSectionRegistry);

const winterAppeal = fixturePages.find((page) => page.slug === 'winter-appeal');
if (!winterAppeal) throw new Error('The fixtures lost the Winter Appeal page');

function createBackend() {
  // One client per story, no shared session.
  const client = createMswDataClient('builder-story');
  return { repositories: createSupabaseRepositories(client), queryClient: createDataQueryClient() };
}

const notify = {
  success: (m: string) => void toast.success(m),
  error: (m: string) => void toast.error(m),
};

/** The builder screen as the admin area mounts it: data's hooks over the real supabase-js client. */
function BuilderWithBackend(props: PageBuilderScreenProps) {
  const [{ repositories, queryClient }] = useState(createBackend);
  return (
    <DataProvider repositories={repositories} queryClient={queryClient} notify={notify}>
      <h1>{texts.title}</h1>
      <PageBuilderScreen {...props} />
      <ToastRegion />
    </DataProvider>
  );
}

const meta = {
  title: 'Builder/Page Builder',
  component: BuilderWithBackend,
  args: { initialPageId: winterAppeal.id },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(
      ...storyImageHandlers,
      ...scenarios.builderPages.populated(),
      ...scenarios.savePage.populated(),
      ...scenarios.pageRevisions.populated(),
      ...scenarios.revisionContent.populated(),
    );
  },
} satisfies Meta<typeof BuilderWithBackend>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('region', { name });

export const NoPages: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.builderPages.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.noPages)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Pages' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.builderPages.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.loadingPages)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.builderPages.error('permission denied for table pages', { status: 403 }));
  },
  play: async ({ canvas }) => {
    await expect(
      // The query retries once (data's defaults) before it gives up.
      await canvas.findByText(
        texts.loadPagesFailed('permission denied for table pages'),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

export const Editing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picker = await canvas.findByLabelText(texts.selectPage);
    // The pages-for-builder call orders by title.
    await expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Annual Report Draft',
      'Our Partners',
      'Summer Fete 2023',
      'Winter Appeal',
    ]);
    await expect(picker).toHaveValue(winterAppeal.id);
    const hero = await section(canvasElement, /^Hero Section/);
    await userEvent.click(within(hero).getByRole('button', { name: texts.edit }));
    const title = within(hero).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Winter Appeal 2026');
    await expect(canvas.getByText(texts.unsaved)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Text Block' }));
    const added = await section(canvasElement, /^Text Block$/);
    await expect(within(added).getByLabelText('Text')).toHaveAttribute('rows', '6');
    await expect(within(added).getByRole('heading', { level: 2 })).toHaveFocus();
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    const cta = await section(canvasElement, /^Call to Action/);
    await userEvent.click(within(cta).getByRole('button', { name: texts.remove }));
    await userEvent.click(canvas.getByRole('button', { name: texts.savePage }));
    await expect(await canvas.findByText(texts.allSaved, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText(messages.pageSaved).length).toBeGreaterThan(0);
  },
};

export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...scenarios.savePage.error('new row violates row-level security policy', { status: 403 }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const text = await section(canvasElement, /^Text Block/);
    await userEvent.click(within(text).getByRole('button', { name: texts.moveUp }));
    await userEvent.click(canvas.getByRole('button', { name: texts.savePage }));
    const message = messages.pageSaveFailed('new row violates row-level security policy');
    await waitFor(
      () => expect(canvas.getAllByText(message).length).toBeGreaterThan(0),
      NETWORK_WAIT,
    );
    // Nothing is lost: the change is still there and still unsaved.
    await expect(canvas.getByText(texts.unsaved)).toBeVisible();
  },
};

export const InvalidSectionIsNotSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    const cta = await section(canvasElement, /^Call to Action/);
    await userEvent.click(within(cta).getByRole('button', { name: texts.edit }));
    const link = within(cta).getByLabelText(/Button Link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: texts.savePage }));
    await expect(
      await within(cta).findByText(/starting with http:\/\/ or https:\/\//),
    ).toBeVisible();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(canvas.getByText(texts.fixErrors)).toBeVisible();
  },
};

export const UnsavedChangesPrompt: Story = {
  play: async ({ canvas, canvasElement }) => {
    const text = await section(canvasElement, /^Text Block/);
    await userEvent.click(within(text).getByRole('button', { name: texts.remove }));
    await userEvent.selectOptions(canvas.getByLabelText(texts.selectPage), 'Our Partners');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: texts.unsavedTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByLabelText(texts.selectPage)).toHaveValue(winterAppeal.id);
    await expect(canvas.getByText(texts.unsaved)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(texts.selectPage), 'Our Partners');
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: texts.discard }),
    );
    await expect(await section(canvasElement, /^Text Block: Working together/)).toBeVisible();
  },
};

export const KeyboardReorderKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const hero = await section(canvasElement, /^Hero Section/);
    const down = within(hero).getByRole('button', { name: texts.moveDown });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(down).toHaveFocus());
    await expect(within(hero).getByText(texts.position(2, 3))).toBeVisible();
    await waitFor(() =>
      expect(document.body.textContent).toContain(texts.moved('Hero Section', 2, 3)),
    );
    await userEvent.keyboard('{Enter}');
    // At the end Move down is disabled, so focus goes to Move up of the same section.
    await waitFor(() =>
      expect(within(hero).getByRole('button', { name: texts.moveUp })).toHaveFocus(),
    );
  },
};

export const UndoRedoWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const text = await section(canvasElement, /^Text Block/);
    await userEvent.click(within(text).getByRole('button', { name: texts.remove }));
    await expect(canvas.queryByRole('region', { name: /^Text Block/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await section(canvasElement, /^Text Block/)).toBeVisible();
    await expect(canvas.getByText(texts.allSaved)).toBeVisible();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: /^Text Block/ })).not.toBeInTheDocument(),
    );
  },
};

export const UnknownSectionType: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...scenarios.builderPages.populated([
        {
          ...winterAppeal,
          content: { sections: [{ type: 'carousel', title: 'Slides', content: { slides: 3 } }] },
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(messages.unknownSectionType)).length).toBeGreaterThan(
      0,
    );
  },
};

/**
 * The preview lays the page out in a frame of the chosen width, so its breakpoints switch as on
 * a visitor's phone (the hero's heading is smaller there) whatever the admin window's width.
 */
/**
 * How long a play function waits for the preview frame: it loads its document, copies the
 * stylesheets in and waits for them before the page renders into it, which on a loaded 2-core
 * machine takes seconds (the default second made this story fail beside other work).
 */
const FRAME_WAIT = { timeout: 15_000 };

export const WholePagePreview: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: texts.previewPage }));
    const preview = await canvas.findByRole(
      'region',
      { name: `${texts.previewPage}: Winter Appeal` },
      FRAME_WAIT,
    );
    const headingSize = async (width: string) => {
      const frame = (await within(preview).findByTitle(
        texts.previewFrameTitle('Winter Appeal', width),
        {},
        FRAME_WAIT,
      )) as HTMLIFrameElement;
      return waitFor(() => {
        const heading = frame.contentDocument?.querySelector('h1');
        expect(heading).toHaveTextContent('Winter Appeal');
        const size = Number.parseFloat(
          frame.contentWindow?.getComputedStyle(heading as Element).fontSize ?? '',
        );
        expect(size).toBeGreaterThan(0);
        return size;
      }, FRAME_WAIT);
    };
    const desktop = await headingSize(texts.desktop);
    await userEvent.click(within(preview).getByRole('button', { name: texts.phone }));
    await expect(within(preview).getByRole('button', { name: texts.phone })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(
      async () => expect(await headingSize(texts.phone)).toBeLessThan(desktop),
      FRAME_WAIT,
    );
  },
};

export const MediaPicker: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.media.populated());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Image' }));
    const image = await section(canvasElement, /^Image$/);
    await userEvent.click(within(image).getByRole('button', { name: 'Choose from Media Library' }));
    // The picker's code loads on first use.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Choose an image' },
      { timeout: 8000 },
    );
    // Only images are offered: the video and the PDF are not.
    // The dialog fades in: wait for it to be fully shown.
    const choice = await within(dialog).findByRole(
      'button',
      { name: /water-point-opening\.jpg/ },
      FRAME_WAIT,
    );
    await waitFor(() => expect(choice).toBeVisible(), FRAME_WAIT);
    await expect(
      within(dialog).queryByRole('button', { name: /appeal-film\.mp4/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /water-point-opening\.jpg/ }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect((within(image).getByLabelText(/Image URL/) as HTMLInputElement).value).toContain(
      '/storage/v1/object/public/media/uploads/1717400000000-k3j9x2.jpg',
    );
    await expect(within(image).getByLabelText(/Alt Text/)).toHaveValue(
      'Children filling containers at a new water point',
    );
    // The library knows the image is 1600 x 1067: visitors get it at the width they need,
    // from Storage's render endpoint, never wider than the original.
    await userEvent.click(within(image).getByRole('button', { name: 'Preview' }));
    const shown = await within(image).findByRole('img', {
      name: 'Children filling containers at a new water point',
    });
    await expect(shown).toHaveAttribute('width', '1600');
    await expect(shown).toHaveAttribute('height', '1067');
    const srcset = shown.getAttribute('srcset') ?? '';
    await expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
    ]);
    await expect(srcset).toContain(
      '/storage/v1/render/image/public/media/uploads/1717400000000-k3j9x2.jpg?width=320&quality=75 320w',
    );
    await expect(shown).toHaveAttribute('sizes', '(min-width: 60rem) 60rem, 100vw');
    // A typed address is of an image whose size is unknown: the plain address, no candidates.
    await userEvent.click(within(image).getByRole('button', { name: 'Edit' }));
    const address = within(image).getByLabelText(/Image URL/);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org/well.jpg');
    await userEvent.click(within(image).getByRole('button', { name: 'Preview' }));
    const typed = await within(image).findByRole('img', {
      name: 'Children filling containers at a new water point',
    });
    await expect(typed).toHaveAttribute('src', 'https://example.org/well.jpg');
    await expect(typed).not.toHaveAttribute('srcset');
    await expect(typed).not.toHaveAttribute('width');
  },
};

const body = () => within(document.body);

async function openHistory(canvasElement: HTMLElement) {
  await section(canvasElement, /^Call to Action/);
  await userEvent.click(within(canvasElement).getByRole('button', { name: historyTexts.history }));
  const dialog = await body().findByRole(
    'dialog',
    { name: historyTexts.title('Winter Appeal') },
    { timeout: 5000 },
  );
  // The dialog fades in: wait until it is shown, not only there, before checking what it shows.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
}

/** History lists earlier versions, newest first, with who saved each and when. */
export const History: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    const items = await dialog.findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('by Tom Price');
    await expect(items[1]).toHaveTextContent('by Amina Khan');
    // Restore the newest: it comes in as unsaved changes (2 sections, no call to action).
    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: /^Restore/ }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(texts.unsaved)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Call to Action/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/is loaded as unsaved changes/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.savePage }));
    await expect(await canvas.findByText(texts.allSaved, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A page saved many times: the 50 kept versions, in a dialog that scrolls, on a small phone. */
export const LongHistoryAt320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    const { revisions, contents } = fixtureRevisions(50);
    msw.use(
      ...scenarios.pageRevisions.populated(revisions),
      ...scenarios.revisionContent.populated(contents),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    const items = await dialog.findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(items).toHaveLength(50);
    const last = items[49] as HTMLElement;
    last.scrollIntoView();
    await expect(within(last).getByRole('button', { name: /^Restore/ })).toBeVisible();
  },
};

export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pageRevisions.empty());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    const empty = await dialog.findByText(historyTexts.empty, {}, { timeout: 5000 });
    await waitFor(() => expect(empty).toBeVisible(), { timeout: 5000 });
  },
};

export const HistoryLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pageRevisions.error('permission denied for table page_revisions'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    const message = historyTexts.failed('permission denied for table page_revisions');
    await dialog.findByText(message, {}, { timeout: 5000 });
    // The dialog fades in: wait for it to be shown, not only there.
    await waitFor(() => expect(dialog.getByText(message)).toBeVisible(), { timeout: 5000 });
  },
};

async function saveIntoConflict(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cta = await section(canvasElement, /^Call to Action/);
  await userEvent.click(within(cta).getByRole('button', { name: texts.remove }));
  await userEvent.click(canvas.getByRole('button', { name: texts.savePage }));
  // The toast region has an (empty) alert region too: find the notice by its title.
  const title = await canvas.findByText(pageConflictTexts.title, {}, { timeout: 5000 });
  const notice = title.closest('[role="alert"]');
  if (!(notice instanceof HTMLElement)) {
    throw new Error('The conflict notice is not announced as an alert');
  }
  return within(notice);
}

/** Someone else saved since the page was opened: who and when, and nothing is overwritten. */
export const ConflictSaveOver: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.pageConflict.populated());
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await saveIntoConflict(canvasElement);
    await expect(alert.getByText(pageConflictTexts.title)).toBeVisible();
    await expect(
      alert.getByText(/^Tom Price saved this page at 11:12 on 3 June 2024, after you opened it\./),
    ).toBeVisible();
    await expect(canvas.getByText(texts.unsaved)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: pageConflictTexts.saveOver }));
    await expect(await canvas.findByText(texts.allSaved, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(pageConflictTexts.title)).not.toBeInTheDocument();
  },
};

/** Reload their version: Tom's section appears and the page is clean. On a small phone. */
export const ConflictReloadAt320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...scenarios.pageConflict.populated());
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await saveIntoConflict(canvasElement);
    await userEvent.click(alert.getByRole('button', { name: pageConflictTexts.reload }));
    await expect(await section(canvasElement, /^Text Block.*Tom’s new section/)).toBeVisible();
    await expect(canvas.getByText(texts.allSaved)).toBeVisible();
  },
};
