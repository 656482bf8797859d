import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Stack.css';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Space between children, a theme space key; may vary by breakpoint: `{ mobile: 'small', desktop: 'large' }`. */
  gap?: Sprinkles['gap'];
  /** `column` (default) stacks; `row` lines children up; may vary by breakpoint. */
  direction?: Sprinkles['flexDirection'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'form';
  children: ReactNode;
}

/** Lays children out in a column or row with even gaps from the theme scale. */
export function Stack({
  gap = 'medium',
  direction = 'column',
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  ...props
}: StackProps) {
  const className = `${styles.stack} ${sprinkles({
    gap,
    flexDirection: direction,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
  })}`;
  return <Element className={className} {...props} />;
}
