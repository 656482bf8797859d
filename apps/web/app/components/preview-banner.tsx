import type { ReactNode } from 'react';
import * as styles from '../preview.css';

/**
 * Issue 25: the strip above a previewed page saying what it is. It sits inside `main`, above
 * the page exactly as visitors would see it (header, footer and theme are the public layout's).
 */
export function PreviewBanner({
  label,
  children,
  actions,
}: {
  label: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <aside className={styles.banner} aria-label={label}>
      <div className={styles.bannerText}>
        <strong>{label}</strong> {children}
      </div>
      {actions ? <div className={styles.bannerActions}>{actions}</div> : null}
    </aside>
  );
}
