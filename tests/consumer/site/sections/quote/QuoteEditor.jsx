import { readText } from '@charitykit/builder/render';
import { TextArea, TextField } from '@charitykit/ui';

export function QuoteEditor({ section, onChange, errors, idPrefix }) {
  return (
    <>
      <TextArea
        id={`${idPrefix}-quote`}
        label="Quote"
        rows={3}
        value={readText(section.content, 'quote')}
        onChange={(value) => onChange('quote', value)}
        errorMessage={errors.quote}
      />
      <TextField
        id={`${idPrefix}-title`}
        label="Who said it"
        value={section.title}
        onChange={(value) => onChange('title', value)}
        errorMessage={errors.title}
      />
    </>
  );
}
