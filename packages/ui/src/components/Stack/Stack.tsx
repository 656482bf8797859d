import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { layoutVars, type Responsive, type Space, spaceValue } from '../../theme/layout';
import * as styles from './Stack.css';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export const stackJustifies = [
  'stretch',
  'flex-start',
  'center',
  'flex-end',
  'space-between',
] as const;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Space between children, a theme space key; may vary by breakpoint: `{ mobile: 'small', desktop: 'large' }`. */
  gap?: Responsive<Space>;
  /** `column` (default) stacks; `row` lines children up; may vary by breakpoint. */
  direction?: Responsive<'row' | 'column' | 'row-reverse' | 'column-reverse'>;
  /** Cross-axis alignment of the children (CSS `align-items`). */
  align?: Responsive<(typeof stackAligns)[number]>;
  /** Main-axis distribution of the children (CSS `justify-content`). */
  justify?: Responsive<(typeof stackJustifies)[number]>;
  wrap?: boolean;
  /** A list (`ul`, `ol`) keeps its semantics and drops its bullets and indent. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'form';
  children: ReactNode;
}

/** Lays children out in a column or row with even gaps from the theme scale. */
export function Stack({
  gap = 'medium',
  direction,
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  style,
  ...props
}: StackProps) {
  const classes = [styles.stack];
  if (wrap) classes.push(styles.wrap);
  if (Element === 'ul' || Element === 'ol') classes.push(styles.list);
  const layout: CSSProperties = {
    ...layoutVars('gap', gap, spaceValue),
    ...layoutVars('direction', direction),
    ...layoutVars('align', align),
    ...layoutVars('justify', justify),
    ...style,
  };
  return <Element className={classes.join(' ')} style={layout} {...props} />;
}
