import type { SiteIconName } from '@charitykit/content';
import { ArrowRight } from 'lucide';
import { type CSSProperties, useId } from 'react';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/LinkProvider';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SiteIcon } from '../SiteIcon';
import * as styles from './ProgrammeCard.css';

export interface ProgrammeCardProps {
  title: string;
  description: string;
  /** The longer description, shown on the programmes overview. */
  fullDescription?: string;
  /** The impact line, shown on the programmes overview. */
  impact?: string;
  href: string;
  /** The link's words: "Learn More", "Get Involved". The title is added for screen readers. */
  linkLabel: string;
  icon?: SiteIconName;
  /** The programme's colour; white must be readable on it. */
  colour?: string;
  headingLevel?: 2 | 3;
}

/** A programme area: icon, title, description(s), impact line and a link to its page. */
export function ProgrammeCard({
  title,
  description,
  fullDescription,
  impact,
  href,
  linkLabel,
  icon,
  colour,
  headingLevel = 3,
}: ProgrammeCardProps) {
  const Title = `h${headingLevel}` as const;
  // Each card is named by its own title, so a list of cards is not a list of same-named articles.
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={styles.card}
      style={colour ? ({ '--programme-colour': colour } as CSSProperties) : undefined}
    >
      {icon ? (
        <span className={styles.iconBadge}>
          <SiteIcon name={icon} size="medium" />
        </span>
      ) : null}
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      <p className={styles.body}>{description}</p>
      {fullDescription ? <p className={styles.body}>{fullDescription}</p> : null}
      {impact ? <p className={styles.impact}>{impact}</p> : null}
      <div className={styles.footer}>
        <Link href={href} className={styles.link}>
          {linkLabel}
          <VisuallyHidden>: {title}</VisuallyHidden>
          <Icon icon={ArrowRight} size="small" />
        </Link>
      </div>
    </article>
  );
}
