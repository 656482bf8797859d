'use client';

import { Stack } from '@charitykit/ui';
import type { SectionEditorProps } from '../../registry/types';
import { BannerFields, ContentField } from '../common/fields';
import { urlHint } from '../common/texts';
import { ctaTexts } from './definition';

export function CtaEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <BannerFields {...props} />
      <ContentField
        {...props}
        field="buttonLink"
        label={ctaTexts.fields.buttonLink}
        type="url"
        description={urlHint}
      />
    </Stack>
  );
}
