import type { SiteIconName } from '@charitykit/content';
import { type ReactNode, useId } from 'react';
import { SiteIcon } from '../SiteIcon';
import * as styles from './FeatureCard.css';

export interface FeatureCardProps {
  title: string;
  icon?: SiteIconName;
  /** A line of text, or richer content (contact details, a list of hours). */
  children?: ReactNode;
  /** A button or link at the foot of the card. */
  action?: ReactNode;
  align?: 'left' | 'center';
  headingLevel?: 2 | 3;
}

/** An icon, a title and a little text: values, contact info, ways to get involved. */
export function FeatureCard({
  title,
  icon,
  children,
  action,
  align = 'left',
  headingLevel = 3,
}: FeatureCardProps) {
  const Title = `h${headingLevel}` as const;
  // Named by its own title: a row of cards is then a set of articles a screen reader tells apart.
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={align === 'center' ? `${styles.card} ${styles.centered}` : styles.card}
    >
      {icon ? (
        <span className={styles.icon}>
          <SiteIcon name={icon} size="medium" />
        </span>
      ) : null}
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
