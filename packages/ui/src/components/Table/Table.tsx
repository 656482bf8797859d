'use client';

import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

export interface TableColumn<TRow> {
  key: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** This column names the row (e.g. the page title): rendered as `<th scope="row">`. */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /** Keep the header for screen readers but hide it visually (e.g. "Actions"). */
  hideHeader?: boolean;
}

export interface TableProps<TRow> {
  /** What the table lists; names the table and its scroll region. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<TRow>[];
  rows: readonly TRow[];
  getRowKey: (row: TRow) => string;
  /** Shown in a single cell when there are no rows. */
  emptyState?: ReactNode;
}

/**
 * A native data table: caption, column headers with scope, a row header per row, and a scroll
 * region that keyboard users can focus when the table is wider than the screen.
 */
export function Table<TRow>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyState,
}: TableProps<TRow>) {
  const captionId = useId();
  const scrollerRef = useRef<HTMLElement>(null);
  const scrollable = useIsScrollable(scrollerRef);
  return (
    <section
      ref={scrollerRef}
      aria-labelledby={captionId}
      // Only a table wider than the screen needs a tab stop, so keyboard users can scroll it.
      tabIndex={scrollable ? 0 : undefined}
      className={styles.scroller}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={
                  column.align === 'end'
                    ? `${styles.headerCell} ${styles.alignEnd}`
                    : styles.headerCell
                }
              >
                {column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyState ?? 'Nothing to show yet.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => {
                  const className =
                    column.align === 'end' ? `${styles.cell} ${styles.alignEnd}` : styles.cell;
                  return column.isRowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Lays out a row's action buttons (edit, open, delete). Give each a label naming the row. */
export function TableActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
