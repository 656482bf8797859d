'use client';

import { pageBuilderTexts } from '@charitykit/content';
import { Button, Stack } from '@charitykit/ui';
import { lazy, Suspense, useState } from 'react';
import type { SectionEditorProps } from '../../registry/types';
import { ContentField, TitleField } from '../common/fields';
import { readText } from '../common/read';
import { urlHint } from '../common/texts';
import { IMAGE_LIMITS, imageTexts } from './definition';

// The media library needs the data layer; it loads only when someone opens it.
const MediaPickerDialog = lazy(() =>
  import('../../MediaPicker/MediaPickerDialog').then((module) => ({
    default: module.MediaPickerDialog,
  })),
);

/** A typed address is of an image whose size is unknown: its stored size goes with it. */
const UNKNOWN_SIZE = { imageWidth: '', imageHeight: '' } as const;

/** The library's record of an image's size, as the section stores it ('' when not recorded). */
const sizeText = (pixels: number | null) => (pixels && pixels > 0 ? String(pixels) : '');

export function ImageEditor(props: SectionEditorProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const { section, onChange } = props;
  return (
    <Stack>
      <TitleField {...props} />
      <Stack gap="small" align="flex-start">
        <ContentField
          {...props}
          onChange={(field, value) => onChange(field, value, UNKNOWN_SIZE)}
          field="imageUrl"
          label={imageTexts.fields.imageUrl}
          type="url"
          isRequired
          description={urlHint}
        />
        <Button variant="outline" size="small" onClick={() => setPickerOpen(true)}>
          {pageBuilderTexts.chooseFromLibrary}
        </Button>
      </Stack>
      <ContentField
        {...props}
        field="altText"
        label={imageTexts.fields.altText}
        isRequired
        description={imageTexts.hints.altText}
        maxLength={IMAGE_LIMITS.altText}
      />
      {pickerOpen ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onChoose={({ url, altText, file }) => {
              // With its size, so visitors get it at the width their screen needs.
              onChange('imageUrl', url, {
                imageWidth: sizeText(file.width),
                imageHeight: sizeText(file.height),
              });
              // Propose the file's alt text, without overwriting what someone already wrote.
              if (altText && !readText(section.content, 'altText').trim())
                onChange('altText', altText);
              setPickerOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
