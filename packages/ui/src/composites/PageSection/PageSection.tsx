'use client';

import { type ReactNode, useId } from 'react';
import * as styles from './PageSection.css';

export interface PageSectionProps {
  /** The section's h2; also names the section landmark. */
  title?: string;
  description?: string;
  tone?: 'plain' | 'muted';
  width?: 'medium' | 'large';
  align?: 'left' | 'center';
  id?: string;
  children: ReactNode;
}

/** A band of the page with an optional h2 and intro, content at a comfortable width. */
export function PageSection({
  title,
  description,
  tone = 'plain',
  width = 'large',
  align = 'center',
  id,
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={styles.section[tone]}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={styles.inner[width]}>
        {title ? (
          <div
            className={align === 'center' ? `${styles.header} ${styles.centered}` : styles.header}
          >
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
