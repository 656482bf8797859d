import type { CSSProperties, ReactNode } from 'react';
import * as styles from './PageHero.css';

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** A short status shown above the title: "Urgent Crisis". */
  badge?: string;
  /**
   * A picture above the title, in a round badge: `<SiteIcon name="droplet" size="xlarge" />`.
   * An element rather than a name, so a page without one does not carry every icon's drawing.
   */
  icon?: ReactNode;
  /** The background; white text must be readable on it. Defaults to the brand colour, darkened. */
  colour?: string;
  /** Buttons under the description. */
  actions?: ReactNode;
  /** Anything below (statistics on the volunteer page). */
  children?: ReactNode;
}

/** The band at the top of a page, holding its one h1. */
export function PageHero({
  title,
  subtitle,
  description,
  badge,
  icon,
  colour,
  actions,
  children,
}: PageHeroProps) {
  return (
    <section
      className={styles.hero}
      style={colour ? ({ '--hero-colour': colour } as CSSProperties) : undefined}
    >
      <div className={styles.inner}>
        {badge ? <p className={styles.badge}>{badge}</p> : null}
        {icon ? <span className={styles.iconBadge}>{icon}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </section>
  );
}
