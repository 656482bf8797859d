import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import {
  type Columns,
  layoutVars,
  type Responsive,
  type Space,
  spaceValue,
} from '../../theme/layout';
import * as styles from './Grid.css';

export const gridAligns = ['stretch', 'start', 'center', 'end'] as const;

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Equal columns (1–6), usually by breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns?: Responsive<Columns>;
  /**
   * Instead of `columns`: as many columns as fit, each at least this wide (a CSS length, e.g.
   * `'13rem'`), for cards whose count varies; one column when the space is narrower.
   */
  minColumnWidth?: string;
  gap?: Responsive<Space>;
  /** Vertical alignment of the items in their row (CSS `align-items`). */
  align?: Responsive<(typeof gridAligns)[number]>;
  /** A list (`ul`, `ol`) keeps its semantics and drops its bullets and indent. */
  as?: 'div' | 'ul' | 'ol' | 'section';
  children: ReactNode;
}

const equalColumns = (count: Columns) => `repeat(${count}, minmax(0, 1fr))`;

/** Equal-width columns that change count by breakpoint (programme cards, stats, media). */
export function Grid({
  columns = 1,
  minColumnWidth,
  gap = 'large',
  align,
  as: Element = 'div',
  style,
  ...props
}: GridProps) {
  const layout: CSSProperties = {
    ...(minColumnWidth
      ? layoutVars('columns', `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))`)
      : layoutVars('columns', columns, equalColumns)),
    ...layoutVars('gap', gap, spaceValue),
    ...layoutVars('align', align),
    ...style,
  };
  const className =
    Element === 'ul' || Element === 'ol' ? `${styles.grid} ${styles.list}` : styles.grid;
  return <Element className={className} style={layout} {...props} />;
}
