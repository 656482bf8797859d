'use client';

import { Stack } from '@charitykit/ui';
import type { SectionEditorProps } from '../../registry/types';
import { ContentField, TitleField } from '../common/fields';
import { TEXT_LIMITS, textTexts } from './definition';

export function TextEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="text"
        label={textTexts.fields.text}
        multiline={TEXT_LIMITS.rows}
        maxLength={TEXT_LIMITS.text}
      />
    </Stack>
  );
}
