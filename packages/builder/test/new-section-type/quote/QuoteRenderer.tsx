import type { SectionRendererProps } from '../../registry/types';
import { readText } from '../common/read';
import * as styles from './Quote.css';

export function QuoteRenderer({ section }: SectionRendererProps) {
  const quote = readText(section.content, 'quote');
  if (!quote) return null;
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>{quote}</blockquote>
      {section.title ? <figcaption>{section.title}</figcaption> : null}
    </figure>
  );
}
