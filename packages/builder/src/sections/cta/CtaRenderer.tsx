/**
 * The call to action as visitors see it. Its link passes `toSafeHref` (decision 12), so an
 * unsafe value saved by another client is never a link.
 */
import { toSafeHref } from '@charitykit/content';
import { Button, CallToAction, Text } from '@charitykit/ui';
import type { SectionRendererProps } from '../../registry/types';
import { readText } from '../common/read';
import * as styles from './Cta.css';

export function CtaRenderer({ section }: SectionRendererProps) {
  const description = readText(section.content, 'description');
  const buttonText = readText(section.content, 'buttonText').trim();
  const href = toSafeHref(readText(section.content, 'buttonLink'));
  // No safe destination, no button: a dead or dangerous link is worse than none.
  const actions = buttonText && href ? [{ label: buttonText, href }] : [];
  if (section.title) {
    return (
      <CallToAction
        title={section.title}
        description={description || undefined}
        actions={actions}
      />
    );
  }
  if (!description && actions.length === 0) return null;
  return (
    <section className={styles.ctaPlain}>
      <div className={styles.ctaInner}>
        {description ? <Text>{description}</Text> : null}
        {actions.map((action) => (
          <Button key={action.label} size="large" href={action.href}>
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
