import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, said to screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** An indeterminate loading indicator in a polite live region, so the wait is announced. */
export function Spinner({ label = 'Loading…', showLabel = false, size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
