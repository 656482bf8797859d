/** The text block as visitors see it. Every value is rendered as text, never as markup. */
import type { SectionRendererProps } from '../../registry/types';
import { readText } from '../common/read';
import * as common from '../common/section.css';
import { Title } from '../common/Title';
import * as styles from './Text.css';

/** Paragraphs split on blank lines; single line breaks stay line breaks (CSS, not markup). */
function Paragraphs({ text }: { text: string }) {
  const seen = new Map<string, number>();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      // A repeated paragraph gets its own key from how many times it appeared before.
      const count = seen.get(paragraph) ?? 0;
      seen.set(paragraph, count + 1);
      return { key: `${count}:${paragraph}`, paragraph };
    });
  return (
    <>
      {paragraphs.map(({ key, paragraph }) => (
        <p key={key} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function TextRenderer({ section, headingLevel }: SectionRendererProps) {
  const text = readText(section.content, 'text');
  if (!section.title && !text.trim()) return null;
  return (
    <section className={styles.text}>
      <div className={styles.textInner}>
        {section.title ? (
          <Title level={headingLevel} className={common.sectionTitle}>
            {section.title}
          </Title>
        ) : null}
        <Paragraphs text={text} />
      </div>
    </section>
  );
}
