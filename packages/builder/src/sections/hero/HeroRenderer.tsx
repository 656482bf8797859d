/** The hero as visitors see it. Every value is rendered as text. */
import { Button } from '@charitykit/ui';
import type { SectionRendererProps } from '../../registry/types';
import { readText } from '../common/read';
import { Title } from '../common/Title';
import * as styles from './Hero.css';

export function HeroRenderer({ section, headingLevel }: SectionRendererProps) {
  const description = readText(section.content, 'description');
  const buttonText = readText(section.content, 'buttonText');
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        {section.title ? (
          <Title level={headingLevel} className={styles.heroTitle}>
            {section.title}
          </Title>
        ) : null}
        {description ? <p className={styles.heroDescription}>{description}</p> : null}
        {/* The spec gives the hero's button no destination: a plain button, as on the site's own pages. */}
        {buttonText ? (
          <Button variant="secondary" size="large">
            {buttonText}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
