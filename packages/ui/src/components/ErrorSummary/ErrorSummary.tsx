'use client';

import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** Id of the field's control (or of a group wrapping it); the link goes to `#fieldId`. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  description?: ReactNode;
  /**
   * Change this (e.g. the failed-submit count) to move focus to the summary. GOV.UK: focus goes
   * to the summary after a failed submit so screen-reader and keyboard users start there.
   */
  focusKey?: number | string;
  /**
   * Focused as the page loads: a summary the server rendered for a form sent without
   * JavaScript (or before it ran). The browser does it from the HTML, so no script is needed.
   */
  autoFocus?: boolean;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select, textarea, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Moves focus to a field by id: the control itself, or the first control inside a group. */
export function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  if (!control) return false;
  // Scroll the field's container into view first so its label or legend is visible, as GOV.UK
  // does; then focus without a second jump.
  const container = target.closest('fieldset, [data-field]') ?? target;
  // jsdom and some older engines have no scrollIntoView; focusing still works without it.
  if (typeof container.scrollIntoView === 'function') container.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}

/**
 * The GOV.UK error summary: "There is a problem", then each error as a link to its field.
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  focusKey,
  autoFocus,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (focusKey !== undefined && focusKey !== 0 && hasErrors) ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Rendered by the server only (React sets no such attribute on the client), so a summary
      // that appears while the page runs takes focus through `focusKey` instead.
      // biome-ignore lint/a11y/noAutofocus: GOV.UK moves focus to the error summary on load.
      autoFocus={autoFocus}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? <p>{description}</p> : null}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => onLinkClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
