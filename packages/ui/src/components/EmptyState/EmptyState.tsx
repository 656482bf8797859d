import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon (hide it from assistive technology). */
  icon?: ReactNode;
  /** The next step, e.g. a "Create Page" button. */
  action?: ReactNode;
  /** The heading level that fits the surrounding outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or screen shows when it has nothing yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
