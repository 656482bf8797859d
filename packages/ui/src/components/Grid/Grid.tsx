import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Grid.css';

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Equal columns (1–6), usually by breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns?: Sprinkles['gridTemplateColumns'];
  gap?: Sprinkles['gap'];
  as?: 'div' | 'ul' | 'ol' | 'section';
  children: ReactNode;
}

/** Equal-width columns that change count by breakpoint (programme cards, stats, media). */
export function Grid({ columns = 1, gap = 'large', as: Element = 'div', ...props }: GridProps) {
  return (
    <Element
      className={`${styles.grid} ${sprinkles({ gridTemplateColumns: columns, gap })}`}
      {...props}
    />
  );
}
