import type { AnchorHTMLAttributes } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  /** The main content's id as a fragment, e.g. `#main`. */
  href: `#${string}`;
}

/**
 * The first stop of the keyboard (WCAG 2.4.1 Bypass Blocks): off-screen until focused, then
 * shown at the top of the viewport, over any fixed header, to jump past the navigation.
 */
export function SkipLink(props: SkipLinkProps) {
  return <a className={styles.skipLink} {...props} />;
}
