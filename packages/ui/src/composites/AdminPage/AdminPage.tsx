import type { ReactNode } from 'react';
import * as styles from './AdminPage.css';

export interface AdminPageProps {
  /** The screen's `h1` (may hold a count badge beside the words). */
  title: ReactNode;
  /** A line under the title saying what the screen is for. */
  description?: ReactNode;
  /** The screen's main action, at the header's end (e.g. "Create Page"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One back-office screen: its heading, what it is for, its main action, then its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {description ? <p className={styles.pageDescription}>{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
