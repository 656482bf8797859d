'use client';

import { messages, publishingCopy, pageBuilderTexts as texts } from '@charitykit/content';
import { Alert, Button, EmptyState, Icon, Select, VisuallyHidden } from '@charitykit/ui';
import { Monitor, Redo2, Smartphone, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { PageContent } from '../PageContent/PageContent';
import {
  type BuilderSection,
  builderReducer,
  canRedo,
  canUndo,
  initialBuilderState,
  isDirty,
  sectionMode,
  toStoredSections,
} from '../reducer/builderReducer';
import { validateSections } from '../reducer/validateSections';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition, StoredSection } from '../registry/types';
import { defaultSectionRegistry } from '../sections/definitions';
import { readSections } from '../sections/read';
import * as styles from './PageBuilder.css';
import { PreviewFrame } from './PreviewFrame';
import { SectionCard, type SectionCommand } from './SectionCard';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/** A page as the builder edits it (the pages-for-builder call's columns). */
export interface BuilderPageInput {
  id: string;
  title: string;
  slug: string;
  content: unknown;
}

export interface PageBuilderProps {
  /** The pages to choose from, in the order to list them (by title). */
  pages: readonly BuilderPageInput[];
  /**
   * Saves a page's sections (exactly `{ type, title, content }`). Reject with an Error whose
   * message is the service's: it is shown as "Failed to save page: {message}".
   */
  onSave: (pageId: string, sections: StoredSection[]) => Promise<void>;
  /** The section types on offer; the four built-in ones by default. */
  registry?: SectionRegistry<SectionDefinition>;
  /** The page to open first. */
  initialPageId?: string;
  /** Told whenever the unsaved state changes, e.g. to guard leaving the screen. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Makes local section ids (never saved). */
  createId?: () => string;
  /** The site's theme variables, so the whole-page preview shows the colours visitors see. */
  previewStyle?: Readonly<Record<string, string>>;
  /** Issue 25: the address of a page's "Preview" (its saved content in the site's layout). */
  previewHref?: (pageId: string) => string;
}

/** The widths the whole page is previewed at: a common phone's, and the site's wide layout. */
const previewWidths = { phone: 360, desktop: 1280 } as const;

type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

let counter = 0;
const defaultCreateId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `section-${++counter}`;

function withIds(content: unknown, createId: () => string): BuilderSection[] {
  return readSections(content).map((section) => ({ ...section, id: createId() }));
}

type Focus = { id: string; command: SectionCommand | 'heading' } | { target: 'add' } | null;

/**
 * The page builder: pick a page, add, reorder, remove, edit or preview its sections, undo and
 * redo, preview the whole page at phone and desktop widths, and Save Page.
 */
export function PageBuilder({
  pages,
  onSave,
  registry = defaultSectionRegistry,
  initialPageId,
  onDirtyChange,
  createId = defaultCreateId,
  previewStyle,
  previewHref,
}: PageBuilderProps) {
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [pendingPageId, setPendingPageId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pagePreview, setPagePreview] = useState<'closed' | 'phone' | 'desktop'>('closed');
  const focusNext = useRef<Focus>(null);
  const root = useRef<HTMLDivElement>(null);
  const dirty = isDirty(state);
  const page = pages.find((candidate) => candidate.id === state.pageId);

  const openPage = useCallback(
    (pageId: string | null) => {
      const next = pages.find((candidate) => candidate.id === pageId);
      dispatch({
        type: 'selectPage',
        pageId: next?.id ?? null,
        sections: next ? withIds(next.content, createId) : [],
      });
      setSaveStatus({ kind: 'idle' });
      setPagePreview('closed');
    },
    [pages, createId],
  );

  // Open the first choice once pages arrive (and never throw away work when they refetch).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || pages.length === 0) return;
    opened.current = true;
    const first = pages.find((candidate) => candidate.id === initialPageId) ?? pages[0];
    if (first) openPage(first.id);
  }, [pages, initialPageId, openPage]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // Closing the tab or reloading with unsaved work: the browser's own prompt.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Keep focus on the moved section's control after React re-orders the list.
  useLayoutEffect(() => {
    const focus = focusNext.current;
    const active = document.activeElement;
    // A control that became disabled (Move up at the top after an undo) must not strand focus.
    if (
      !focus &&
      active instanceof HTMLButtonElement &&
      active.disabled &&
      root.current?.contains(active)
    ) {
      active.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
    }
    if (!focus || !root.current) return;
    focusNext.current = null;
    if ('target' in focus) {
      root.current.querySelector<HTMLElement>('[data-add-section] button')?.focus();
      return;
    }
    const card = root.current.querySelector<HTMLElement>(`[data-section-id="${focus.id}"]`);
    if (!card) return;
    const heading = card.querySelector<HTMLElement>('h2');
    if (focus.command === 'heading') {
      heading?.focus();
      return;
    }
    const wanted = card.querySelector<HTMLButtonElement>(`[data-command="${focus.command}"]`);
    const fallback =
      focus.command === 'moveUp'
        ? card.querySelector<HTMLButtonElement>('[data-command="moveDown"]')
        : card.querySelector<HTMLButtonElement>('[data-command="moveUp"]');
    const target =
      wanted && !wanted.disabled ? wanted : fallback && !fallback.disabled ? fallback : heading;
    target?.focus();
  });

  const labelOf = (section: BuilderSection) =>
    registry.get(section.type)?.label ?? messages.unknownSectionType;

  const onCommand = (command: SectionCommand, section: BuilderSection) => {
    const index = state.sections.findIndex((candidate) => candidate.id === section.id);
    const total = state.sections.length;
    switch (command) {
      case 'moveUp':
      case 'moveDown': {
        const to = command === 'moveUp' ? index - 1 : index + 1;
        if (to < 0 || to >= total) return;
        dispatch({ type: command, id: section.id });
        focusNext.current = { id: section.id, command };
        setAnnouncement(texts.moved(labelOf(section), to + 1, total));
        return;
      }
      case 'toggleMode':
        dispatch({ type: 'toggleMode', id: section.id });
        focusNext.current = { id: section.id, command };
        return;
      case 'remove': {
        dispatch({ type: 'remove', id: section.id });
        const neighbour = state.sections[index + 1] ?? state.sections[index - 1];
        focusNext.current = neighbour
          ? { id: neighbour.id, command: 'heading' }
          : { target: 'add' };
        setAnnouncement(texts.removed(labelOf(section)));
        return;
      }
    }
  };

  const addSection = (definition: SectionDefinition) => {
    const section: BuilderSection = {
      id: createId(),
      type: definition.type,
      ...structuredClone(definition.defaults),
    };
    dispatch({ type: 'add', section });
    focusNext.current = { id: section.id, command: 'heading' };
    setAnnouncement(texts.added(definition.label, state.sections.length + 1));
  };

  const undo = () => {
    if (!canUndo(state)) return;
    dispatch({ type: 'undo' });
    setAnnouncement(texts.undone);
  };
  const redo = () => {
    if (!canRedo(state)) return;
    dispatch({ type: 'redo' });
    setAnnouncement(texts.redone);
  };

  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) anywhere in the builder, fields included: a run
  // of typing in one field is one undo step, so the builder's history replaces the field's own.
  const shortcuts = useRef({ undo, redo });
  shortcuts.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      // Inside the builder, or nowhere in particular (focus fell back to the page's body).
      const target = event.target;
      if (target !== document.body && !(target instanceof Node && root.current?.contains(target))) {
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        shortcuts.current.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        shortcuts.current.redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const save = async () => {
    if (!state.pageId) return;
    const check = validateSections(state.sections, registry);
    if (!check.ok) {
      dispatch({ type: 'setErrors', errors: check.errors });
      // Open every section with a problem so its messages show, then go to the first one.
      for (const id of Object.keys(check.errors)) dispatch({ type: 'setMode', id, mode: 'edit' });
      setSaveStatus({ kind: 'failed', message: texts.fixErrors });
      requestAnimationFrame(() => {
        document.getElementById(`section-${check.first.id}-${check.first.field}`)?.focus();
      });
      return;
    }
    setSaveStatus({ kind: 'saving' });
    try {
      await onSave(state.pageId, check.sections);
      dispatch({ type: 'saved', sections: check.sections });
      setSaveStatus({ kind: 'saved' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setSaveStatus({ kind: 'failed', message: messages.pageSaveFailed(message) });
    }
  };

  const choosePage = (pageId: string) => {
    if (pageId === state.pageId) return;
    if (dirty) setPendingPageId(pageId);
    else openPage(pageId);
  };

  const storedForPreview = toStoredSections(state.sections);

  return (
    <div ref={root} className={styles.builder}>
      <VisuallyHidden as="div" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <div className={styles.toolbar}>
        <div className={styles.pagePicker}>
          <Select
            label={texts.selectPage}
            options={pages.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
            value={state.pageId ?? ''}
            onChange={choosePage}
          />
        </div>
        <div className={styles.toolbarActions}>
          <Button
            variant="outline"
            size="small"
            onClick={undo}
            disabled={!canUndo(state)}
            icon={<Icon icon={Undo2} />}
          >
            {texts.undo}
          </Button>
          <Button
            variant="outline"
            size="small"
            onClick={redo}
            disabled={!canRedo(state)}
            icon={<Icon icon={Redo2} />}
          >
            {texts.redo}
          </Button>
          <Button
            variant="outline"
            size="small"
            aria-pressed={pagePreview !== 'closed'}
            onClick={() => setPagePreview(pagePreview === 'closed' ? 'desktop' : 'closed')}
            disabled={!page}
          >
            {texts.previewPage}
          </Button>
          {previewHref && page ? (
            <Button variant="outline" size="small" href={previewHref(page.id)} external>
              {publishingCopy.preview}
            </Button>
          ) : null}
          <Button
            onClick={save}
            busy={saveStatus.kind === 'saving'}
            busyLabel={texts.saving}
            disabled={!page}
          >
            {texts.savePage}
          </Button>
        </div>
      </div>
      <p className={styles.hint}>{texts.shortcuts}</p>
      <div className={styles.saveState}>
        {page ? (
          <p className={styles.dirtyState}>{dirty ? texts.unsaved : texts.allSaved}</p>
        ) : null}
        {saveStatus.kind === 'failed' ? (
          <Alert tone="danger">{saveStatus.message}</Alert>
        ) : saveStatus.kind === 'saved' && !dirty ? (
          <Alert tone="success">{messages.pageSaved}</Alert>
        ) : null}
      </div>

      {page ? (
        <>
          <fieldset className={styles.addBar} data-add-section>
            <legend className={styles.addLabel}>{texts.addSection}</legend>
            {registry.list().map((definition) => (
              <Button
                key={definition.type}
                variant="secondary"
                size="small"
                onClick={() => addSection(definition)}
              >
                {definition.label}
              </Button>
            ))}
          </fieldset>

          {pagePreview !== 'closed' ? (
            <section
              className={styles.pagePreview}
              aria-label={`${texts.previewPage}: ${page.title}`}
            >
              <fieldset className={styles.previewControls}>
                <legend className={styles.addLabel}>{texts.previewWidth}</legend>
                <Button
                  variant="outline"
                  size="small"
                  aria-pressed={pagePreview === 'phone'}
                  onClick={() => setPagePreview('phone')}
                  icon={<Icon icon={Smartphone} />}
                >
                  {texts.phone}
                </Button>
                <Button
                  variant="outline"
                  size="small"
                  aria-pressed={pagePreview === 'desktop'}
                  onClick={() => setPagePreview('desktop')}
                  icon={<Icon icon={Monitor} />}
                >
                  {texts.desktop}
                </Button>
                <Button variant="ghost" size="small" onClick={() => setPagePreview('closed')}>
                  {texts.closePreview}
                </Button>
              </fieldset>
              <PreviewFrame
                width={previewWidths[pagePreview]}
                title={texts.previewFrameTitle(page.title, texts[pagePreview])}
                rootStyle={previewStyle}
              >
                <PageContent
                  content={storedForPreview}
                  title={page.title}
                  registry={registry}
                  onUnknownSection={() => {}}
                />
              </PreviewFrame>
            </section>
          ) : null}

          {state.sections.length === 0 ? (
            <EmptyState title={texts.noSections} description={texts.noSectionsHint} />
          ) : (
            <ol className={styles.sections}>
              {state.sections.map((section, index) => (
                <li key={section.id}>
                  <SectionCard
                    section={section}
                    position={index + 1}
                    total={state.sections.length}
                    mode={sectionMode(state, section.id)}
                    errors={state.errors[section.id] ?? {}}
                    registry={registry}
                    onCommand={onCommand}
                    onFieldChange={(target, field, value) => {
                      dispatch({ type: 'updateField', id: target.id, field, value });
                      if (saveStatus.kind !== 'saving') setSaveStatus({ kind: 'idle' });
                    }}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}

      <UnsavedChangesDialog
        open={pendingPageId !== null}
        onDiscard={() => {
          const next = pendingPageId;
          setPendingPageId(null);
          openPage(next);
        }}
        onKeepEditing={() => setPendingPageId(null)}
      />
    </div>
  );
}
