'use client';

import {
  historyTexts,
  messages,
  publishingCopy,
  pageBuilderTexts as texts,
} from '@charitykit/content';
import { isPageConflict, type PageConflict } from '@charitykit/data';
import { Alert, Button, ConflictNotice, Icon, VisuallyHidden } from '@charitykit/ui';
import { History } from 'lucide';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  type BuilderSection,
  builderReducer,
  canRedo,
  canUndo,
  initialBuilderState,
  isDirty,
  toStoredSections,
} from '../reducer/builderReducer';
import { validateSections } from '../reducer/validateSections';
import type { BuilderSectionType } from '../registry/load';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition, StoredSection } from '../registry/types';
import { defaultSectionRegistry } from '../sections';
import { readSections } from '../sections/common/read';
import { BuilderToolbar, type SaveStatus, SaveStatusLine } from './BuilderToolbar';
import * as styles from './PageBuilder.css';
import { PageHistoryDialog, type PageHistorySource } from './PageHistoryDialog';
import { PagePreviewPanel, type PreviewWidth } from './PagePreviewPanel';
import { AddSectionBar, SectionList } from './SectionList';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useFocusAfterMoves } from './useFocusAfterMoves';
import { useLeaveWarning } from './useLeaveWarning';
import { useSectionCommands } from './useSectionCommands';
import { useSectionDefinitions } from './useSectionDefinitions';
import { useUndoShortcuts } from './useUndoShortcuts';

/** A page as the builder edits it (the pages-for-builder call's columns). */
export interface BuilderPageInput {
  id: string;
  title: string;
  slug: string;
  content: unknown;
  /** The version it was loaded at, passed back to `onSave` (see there). */
  version: number;
}

export interface PageBuilderProps {
  /** The pages to choose from, in the order to list them (by title). */
  pages: readonly BuilderPageInput[];
  /**
   * Saves a page's sections (exactly `{ type, title, content }`), only if the page is still
   * at `expectedVersion` (the version it was opened at, or last saved at); resolve with the new
   * version. Reject with an Error whose message is the service's: it is shown as "Failed to
   * save page: {message}". Reject with data's PageConflictError when someone else saved the
   * page since: the builder names them and offers to reload their version or save over it.
   */
  onSave: (
    pageId: string,
    sections: StoredSection[],
    expectedVersion: number,
  ) => Promise<{ version: number } | undefined>;
  /** The page's earlier versions, for History; without it there is no History button. */
  history?: PageHistorySource;
  /**
   * The section types on offer; the four built-in ones by default. Their builder halves load
   * first (nothing is shown until they have); pass a loaded registry to show it at once.
   */
  registry?: SectionRegistry<BuilderSectionType>;
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

let counter = 0;
const defaultCreateId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `section-${++counter}`;

function withIds(content: unknown, createId: () => string): BuilderSection[] {
  return readSections(content).map((section) => ({ ...section, id: createId() }));
}

/**
 * The page builder: pick a page, add, reorder, remove, edit or preview its sections, undo and
 * redo, preview the whole page at phone and desktop widths, and Save Page.
 */
export function PageBuilder({ registry = defaultSectionRegistry, ...props }: PageBuilderProps) {
  const definitions = useSectionDefinitions(registry);
  return definitions ? <Builder {...props} registry={definitions} /> : null;
}

function Builder({
  pages,
  onSave,
  registry,
  initialPageId,
  onDirtyChange,
  createId = defaultCreateId,
  previewStyle,
  history,
  previewHref,
}: Omit<PageBuilderProps, 'registry'> & { registry: SectionRegistry<SectionDefinition> }) {
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [pendingPageId, setPendingPageId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pagePreview, setPagePreview] = useState<'closed' | PreviewWidth>('closed');
  // The version the open page was loaded or last saved at: saves are made against it.
  const [version, setVersion] = useState(0);
  const [conflict, setConflict] = useState<PageConflict | null>(null);
  const [historyState, setHistoryState] = useState<'never' | 'open' | 'closed'>('never');
  const [notice, setNotice] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const dirty = isDirty(state);
  const page = pages.find((candidate) => candidate.id === state.pageId);

  const load = useCallback(
    (next: BuilderPageInput | undefined) => {
      dispatch({
        type: 'selectPage',
        pageId: next?.id ?? null,
        sections: next ? withIds(next.content, createId) : [],
      });
      setVersion(next?.version ?? 0);
      setConflict(null);
      setNotice(null);
      setSaveStatus({ kind: 'idle' });
      setPagePreview('closed');
    },
    [createId],
  );

  const openPage = useCallback(
    (pageId: string | null) => load(pages.find((candidate) => candidate.id === pageId)),
    [pages, load],
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

  useLeaveWarning(dirty);
  const focusNext = useFocusAfterMoves(root);

  const { onCommand, addSection, undo, redo } = useSectionCommands({
    state,
    dispatch,
    registry,
    createId,
    focusNext,
    announce: setAnnouncement,
  });
  useUndoShortcuts(root, undo, redo);

  const save = async (overVersion?: number) => {
    if (!state.pageId) return;
    setConflict(null);
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
      const saved = await onSave(state.pageId, check.sections, overVersion ?? version);
      if (saved) setVersion(saved.version);
      dispatch({ type: 'saved', sections: check.sections });
      setNotice(null);
      setSaveStatus({ kind: 'saved' });
    } catch (error) {
      if (isPageConflict(error)) {
        // Nothing was written: say who saved meanwhile, and let the person choose.
        setConflict(error.conflict);
        setSaveStatus({ kind: 'idle' });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setSaveStatus({ kind: 'failed', message: messages.pageSaveFailed(message) });
    }
  };

  const reloadTheirs = () => {
    if (!conflict || !page) return;
    const { current } = conflict;
    load({
      id: current.id,
      title: current.title,
      slug: current.slug,
      content: current.content,
      version: current.version,
    });
  };

  const restoreRevision = (content: unknown, savedAt: string) => {
    dispatch({ type: 'replaceSections', sections: withIds(content, createId) });
    setHistoryState('closed');
    setSaveStatus({ kind: 'idle' });
    setNotice(historyTexts.restored(savedAt));
  };

  const choosePage = (pageId: string) => {
    if (pageId === state.pageId) return;
    if (dirty) setPendingPageId(pageId);
    else openPage(pageId);
  };

  return (
    <div ref={root} className={styles.builder}>
      <VisuallyHidden as="div" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <BuilderToolbar
        pages={pages}
        pageId={state.pageId}
        onChoosePage={choosePage}
        canUndo={canUndo(state)}
        canRedo={canRedo(state)}
        onUndo={undo}
        onRedo={redo}
        previewOpen={pagePreview !== 'closed'}
        onTogglePreview={() => setPagePreview(pagePreview === 'closed' ? 'desktop' : 'closed')}
        saving={saveStatus.kind === 'saving'}
        onSave={() => save()}
        hasPage={Boolean(page)}
      >
        {history ? (
          <Button
            variant="outline"
            size="small"
            onClick={() => setHistoryState('open')}
            disabled={!page}
            icon={<Icon icon={History} />}
          >
            {historyTexts.history}
          </Button>
        ) : null}
        {previewHref && page ? (
          <Button variant="outline" size="small" href={previewHref(page.id)} external>
            {publishingCopy.preview}
          </Button>
        ) : null}
      </BuilderToolbar>
      <SaveStatusLine
        hasPage={Boolean(page)}
        dirty={dirty}
        status={saveStatus}
        savedMessage={messages.pageSaved}
      />
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          busy={saveStatus.kind === 'saving'}
          onReload={reloadTheirs}
          onSaveOver={() => save(conflict.current.version)}
        />
      ) : null}
      {notice ? (
        <Alert tone="info" announce="polite">
          {notice}
        </Alert>
      ) : null}

      {page ? (
        <>
          <AddSectionBar registry={registry} onAdd={addSection} />
          {pagePreview !== 'closed' ? (
            <PagePreviewPanel
              title={page.title}
              sections={toStoredSections(state.sections)}
              registry={registry}
              width={pagePreview}
              onWidthChange={setPagePreview}
              onClose={() => setPagePreview('closed')}
              rootStyle={previewStyle}
            />
          ) : null}
          <SectionList
            state={state}
            registry={registry}
            onCommand={onCommand}
            onFieldChange={(target, field, value, also) => {
              dispatch({ type: 'updateField', id: target.id, field, value, also });
              if (saveStatus.kind !== 'saving') setSaveStatus({ kind: 'idle' });
            }}
          />
        </>
      ) : null}

      {history && page && historyState !== 'never' ? (
        <PageHistoryDialog
          open={historyState === 'open'}
          pageId={page.id}
          pageTitle={page.title}
          source={history}
          onRestore={restoreRevision}
          onClose={() => setHistoryState('closed')}
        />
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
