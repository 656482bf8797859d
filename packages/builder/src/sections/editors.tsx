'use client';

/** The built-in sections' editors, made of `@charitykit/ui` fields. */
import {
  sectionFieldHints as hints,
  sectionFieldLabels as labels,
  pageBuilderTexts,
  SECTION_LIMITS,
  TEXT_SECTION_ROWS,
} from '@charitykit/content';
import { Button, Stack, TextArea, TextField } from '@charitykit/ui';
import { lazy, Suspense, useState } from 'react';
import type { SectionEditorProps } from '../registry/types';
import { readText } from './read';

// The media library needs the data layer; it loads only when someone opens it.
const MediaPickerDialog = lazy(() =>
  import('../MediaPicker/MediaPickerDialog').then((module) => ({
    default: module.MediaPickerDialog,
  })),
);

function TitleField({ section, onChange, errors, idPrefix }: SectionEditorProps) {
  return (
    <TextField
      id={`${idPrefix}-title`}
      label={labels.title}
      value={section.title}
      onChange={(value) => onChange('title', value)}
      errorMessage={errors.title}
      maxLength={SECTION_LIMITS.title}
    />
  );
}

interface ContentFieldProps extends SectionEditorProps {
  field: keyof typeof labels;
  multiline?: number;
  type?: 'text' | 'url';
  isRequired?: boolean;
  description?: string;
  maxLength?: number;
}

function ContentField({
  section,
  onChange,
  errors,
  idPrefix,
  field,
  multiline,
  type = 'text',
  isRequired,
  description,
  maxLength,
}: ContentFieldProps) {
  const common = {
    id: `${idPrefix}-${field}`,
    label: labels[field],
    value: readText(section.content, field),
    onChange: (value: string) => onChange(field, value),
    errorMessage: errors[field],
    isRequired,
    description,
    maxLength,
  };
  return multiline ? (
    <TextArea {...common} rows={multiline} />
  ) : (
    <TextField {...common} type={type} />
  );
}

/** A heading, a few lines under it and a button: what the hero and the call to action share. */
function BannerFields(props: SectionEditorProps) {
  return (
    <>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="description"
        multiline={3}
        maxLength={SECTION_LIMITS.description}
      />
      <ContentField {...props} field="buttonText" maxLength={SECTION_LIMITS.buttonText} />
    </>
  );
}

export function HeroEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <BannerFields {...props} />
    </Stack>
  );
}

export function TextEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="text"
        multiline={TEXT_SECTION_ROWS}
        maxLength={SECTION_LIMITS.text}
      />
    </Stack>
  );
}

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
          type="url"
          isRequired
          description={hints.url}
        />
        <Button variant="outline" size="small" onClick={() => setPickerOpen(true)}>
          {pageBuilderTexts.chooseFromLibrary}
        </Button>
      </Stack>
      <ContentField
        {...props}
        field="altText"
        isRequired
        description={hints.altText}
        maxLength={SECTION_LIMITS.altText}
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

export function CtaEditor(props: SectionEditorProps) {
  return (
    <Stack>
      <BannerFields {...props} />
      <ContentField {...props} field="buttonLink" type="url" description={hints.url} />
    </Stack>
  );
}
