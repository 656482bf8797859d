import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'muted', 'brand'] as const;
export type CardVariant = (typeof cardVariants)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  variant?: CardVariant;
  padding?: 'none' | 'small' | 'medium' | 'large';
  /** `article` for self-contained items (a programme card), `section` with a heading, else `div`. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  children: ReactNode;
}

/** A surface that groups related content. Plain HTML: no script cost on public pages. */
export function Card({ variant, padding, as: Element = 'div', ...props }: CardProps) {
  return <Element className={styles.card({ variant, padding })} {...props} />;
}
