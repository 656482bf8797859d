import { readText } from '@charitykit/builder/render';

export function QuoteRenderer({ section }) {
  const quote = readText(section.content, 'quote');
  if (!quote) return null;
  return (
    <figure>
      <blockquote>{quote}</blockquote>
      {section.title ? <figcaption>{section.title}</figcaption> : null}
    </figure>
  );
}
