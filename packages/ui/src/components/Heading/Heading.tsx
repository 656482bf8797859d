import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'xxlarge', 'xlarge', 'large', 'standard'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'standard',
  5: 'standard',
  6: 'standard',
};

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  /** The document outline level (h1–h6); chosen for structure, not looks. */
  level: HeadingLevel;
  /** Visual size; defaults from the level so outline and looks can differ when a page needs it. */
  size?: HeadingSize;
  align?: 'left' | 'center';
  tone?: 'neutral' | 'brand';
  children: ReactNode;
}

export function Heading({ level, size, align, tone, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      className={styles.heading({ size: size ?? defaultSize[level], align, tone })}
      {...props}
    />
  );
}
