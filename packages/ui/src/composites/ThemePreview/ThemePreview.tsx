import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { contrastRatio, parseHex, readableForeground, withContrast } from '../../theme/contrast';
import * as styles from './ThemePreview.css';

/** WCAG 2.x AA for body text. */
export const AA_CONTRAST = 4.5;

export interface ThemePreviewColor {
  /** e.g. "Primary Color". */
  label: string;
  value: string;
}

/**
 * The best contrast any text colour the theme uses (dark or light ink) reaches on `color`,
 * or null when it is not a colour.
 */
export function bestTextContrast(color: string): number | null {
  if (!parseHex(color)) return null;
  return contrastRatio(color, readableForeground(color));
}

export interface ThemePreviewProps {
  title: ReactNode;
  colors: readonly ThemePreviewColor[];
  /** The label of each sample button. */
  buttonLabel: (label: string) => string;
  /** A sample link's text, drawn in the first colour (made readable on white). */
  linkText: string;
  /** The warning for a colour no text colour reaches AA on; ratio given with 2 decimals. */
  warning: (label: string, ratio: string) => string;
}

/**
 * A live preview of theme colours: a button in each (with the text colour the site would pick)
 * and a link in the first, plus a warning for each colour on which no text colour reaches AA.
 */
export function ThemePreview({ title, colors, buttonLabel, linkText, warning }: ThemePreviewProps) {
  const valid = colors.filter((color) => parseHex(color.value));
  const weak = valid
    .map((color) => ({ color, ratio: bestTextContrast(color.value) ?? 0 }))
    .filter(({ ratio }) => ratio < AA_CONTRAST);
  const primary = valid[0];
  return (
    <section className={styles.preview} aria-label={typeof title === 'string' ? title : undefined}>
      <strong>{title}</strong>
      <div className={styles.previewButtons}>
        {valid.map((color) => (
          <span
            key={color.label}
            className={styles.previewSwatch}
            data-testid="theme-preview-swatch"
            style={{ background: color.value, color: readableForeground(color.value) }}
          >
            {buttonLabel(color.label)}
          </span>
        ))}
      </div>
      {primary ? (
        <span style={{ color: withContrast(primary.value), textDecoration: 'underline' }}>
          {linkText}
        </span>
      ) : null}
      {weak.length > 0 ? (
        <div className={styles.previewWarnings} aria-live="polite">
          {weak.map(({ color, ratio }) => (
            <Alert key={color.label} tone="warning">
              {warning(color.label, ratio.toFixed(2))}
            </Alert>
          ))}
        </div>
      ) : (
        <div aria-live="polite" />
      )}
    </section>
  );
}
