import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['small', 'medium', 'large', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** small: reading width; medium: forms and articles; large: page sections (default). */
  width?: ContainerWidth;
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'article' | 'nav';
  children: ReactNode;
}

/** Centres content at a maximum width, with gutters that grow with the viewport. */
export function Container({ width = 'large', as: Element = 'div', ...props }: ContainerProps) {
  return <Element className={styles.container[width]} {...props} />;
}
