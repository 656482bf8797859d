'use client';

import { pageBuilderTexts as texts } from '@charitykit/content';
import { Alert, Button, Icon, Select } from '@charitykit/ui';
import { Redo2, Undo2 } from 'lucide';
import type { ReactNode } from 'react';
import * as styles from './PageBuilder.css';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

export interface BuilderToolbarProps {
  pages: readonly { id: string; title: string }[];
  pageId: string | null;
  onChoosePage: (pageId: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  previewOpen: boolean;
  onTogglePreview: () => void;
  saving: boolean;
  onSave: () => void;
  /** A page is open (the page actions are disabled otherwise). */
  hasPage: boolean;
  /** More page actions, placed before Save Page (e.g. History). */
  children?: ReactNode;
}

/** The builder's toolbar: the page picker, Undo, Redo, Preview Page, more actions, Save Page. */
export function BuilderToolbar({
  pages,
  pageId,
  onChoosePage,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  previewOpen,
  onTogglePreview,
  saving,
  onSave,
  hasPage,
  children,
}: BuilderToolbarProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.pagePicker}>
          <Select
            label={texts.selectPage}
            options={pages.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
            value={pageId ?? ''}
            onChange={onChoosePage}
          />
        </div>
        <div className={styles.toolbarActions}>
          <Button
            variant="outline"
            size="small"
            onClick={onUndo}
            disabled={!canUndo}
            icon={<Icon icon={Undo2} />}
          >
            {texts.undo}
          </Button>
          <Button
            variant="outline"
            size="small"
            onClick={onRedo}
            disabled={!canRedo}
            icon={<Icon icon={Redo2} />}
          >
            {texts.redo}
          </Button>
          <Button
            variant="outline"
            size="small"
            aria-pressed={previewOpen}
            onClick={onTogglePreview}
            disabled={!hasPage}
          >
            {texts.previewPage}
          </Button>
          {children}
          <Button onClick={onSave} busy={saving} busyLabel={texts.saving} disabled={!hasPage}>
            {texts.savePage}
          </Button>
        </div>
      </div>
      <p className={styles.hint}>{texts.shortcuts}</p>
    </>
  );
}

/** "Unsaved changes" / "All changes saved" and the last save's outcome, in place. */
export function SaveStatusLine({
  hasPage,
  dirty,
  status,
  savedMessage,
}: {
  hasPage: boolean;
  dirty: boolean;
  status: SaveStatus;
  savedMessage: string;
}) {
  return (
    <div className={styles.saveState}>
      {hasPage ? (
        <p className={styles.dirtyState}>{dirty ? texts.unsaved : texts.allSaved}</p>
      ) : null}
      {status.kind === 'failed' ? (
        <Alert tone="danger">{status.message}</Alert>
      ) : status.kind === 'saved' && !dirty ? (
        <Alert tone="success">{savedMessage}</Alert>
      ) : null}
    </div>
  );
}
