import type { ReactNode } from 'react';
import * as styles from './Stat.css';

export interface StatProps {
  /** The figure, already formatted: "1M+", "85%", "24/7". */
  value: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
}

/**
 * A headline figure and what it counts. The label is read right after the value ("1M+ Refugees
 * Displaced"), so plain text order is the accessible structure; no ARIA needed.
 */
export function Stat({ value, label, description, align = 'left' }: StatProps) {
  return (
    <div className={align === 'center' ? `${styles.stat} ${styles.centered}` : styles.stat}>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </div>
  );
}
