'use client';

import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card';
import { Icon, type IconSource } from '../../components/Icon';
import * as styles from './StatCard.css';

export interface StatCardProps {
  title: ReactNode;
  /** The figure; a loading placeholder or a dash while it is not known. */
  value: ReactNode;
  detail?: ReactNode;
  icon?: IconSource;
  /** Heading level of the title inside the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A dashboard figure: title, value, a line of detail and an icon (a region named by its title). */
export function StatCard({ title, value, detail, icon, headingLevel = 3 }: StatCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <Card as="section" variant="outlined" padding="medium" aria-labelledby={titleId}>
      <div className={styles.statCard}>
        <div>
          <Heading id={titleId} className={styles.statTitle}>
            {title}
          </Heading>
          <p className={styles.statValue}>{value}</p>
          {detail ? <p className={styles.statDetail}>{detail}</p> : null}
        </div>
        {icon ? (
          <span className={styles.statIcon}>
            <Icon icon={icon} size="large" />
          </span>
        ) : null}
      </div>
    </Card>
  );
}
