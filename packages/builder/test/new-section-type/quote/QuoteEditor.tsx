'use client';

import { Stack, TextField } from '@charitykit/ui';
import type { SectionEditorProps } from '../../registry/types';
import { ContentField } from '../common/fields';
import { quoteTexts } from './definition';

export function QuoteEditor(props: SectionEditorProps) {
  const { section, onChange, errors, idPrefix } = props;
  return (
    <Stack>
      <ContentField {...props} field="quote" label={quoteTexts.fields.quote} multiline={3} />
      <TextField
        id={`${idPrefix}-title`}
        label={quoteTexts.fields.title}
        value={section.title}
        onChange={(value) => onChange('title', value)}
        errorMessage={errors.title}
      />
    </Stack>
  );
}
