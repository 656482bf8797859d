import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** `span` by default; `div` for block content, `h2` etc. for hidden headings, `legend` for a fieldset's name. */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p' | 'legend';
}

/** Text for screen readers only, e.g. "(opens in a new tab)" or a label for an icon. */
export function VisuallyHidden({ as: Element = 'span', ...props }: VisuallyHiddenProps) {
  return <Element className={styles.visuallyHidden} {...props} />;
}
