import type { Statistic } from '@charitykit/content';
import * as styles from './StatGrid.css';

export interface StatGridProps {
  items: readonly Statistic[];
  /** 3 across from medium width, or 4 (2 across on small screens). Defaults to the count. */
  columns?: 3 | 4;
  /** `onDark` for statistics on a hero's coloured background. */
  tone?: 'light' | 'onDark';
}

/** Headline figures, each value followed by what it counts, read in that order. */
export function StatGrid({ items, columns, tone = 'light' }: StatGridProps) {
  const cols = columns ?? (items.length === 4 ? 4 : 3);
  return (
    <ul className={`${styles.list} ${styles.grid[cols]}`}>
      {items.map((stat) => (
        <li key={`${stat.value}-${stat.label}`} className={styles.item[tone]}>
          <span className={styles.value[tone]}>{stat.value}</span>{' '}
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
