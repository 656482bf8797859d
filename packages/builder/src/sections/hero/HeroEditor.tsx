'use client';

import { Stack } from '@charitykit/ui';
import type { SectionEditorProps } from '../../registry/types';
import { BannerFields } from '../common/fields';

export function HeroEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <BannerFields {...props} />
    </Stack>
  );
}
