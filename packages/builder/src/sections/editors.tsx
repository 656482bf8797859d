'use client';

/** The built-in sections' editors, made of `@charitykit/ui` fields. */
import {
  sectionFieldLabels as labels,
  SECTION_LIMITS,
  TEXT_SECTION_ROWS,
} from '@charitykit/content';
import { Button, TextArea, TextField } from '@charitykit/ui';
import { lazy, Suspense, useState } from 'react';
import type { SectionEditorProps } from '../registry/types';
import * as styles from './editors.css';
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

export function HeroEditor(props: SectionEditorProps) {
  return (
    <div className={styles.fields}>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="description"
        multiline={3}
        maxLength={SECTION_LIMITS.description}
      />
      <ContentField {...props} field="buttonText" maxLength={SECTION_LIMITS.buttonText} />
    </div>
  );
}

export function TextEditor(props: SectionEditorProps) {
  return (
    <div className={styles.fields}>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="text"
        multiline={TEXT_SECTION_ROWS}
        maxLength={SECTION_LIMITS.text}
      />
    </div>
  );
}

const urlHint = 'A web address starting with https://, or a path on this site such as /about';

export function ImageEditor(props: SectionEditorProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const { section, onChange } = props;
  return (
    <div className={styles.fields}>
      <TitleField {...props} />
      <div className={styles.urlRow}>
        <ContentField {...props} field="imageUrl" type="url" isRequired description={urlHint} />
        <Button variant="outline" size="small" onClick={() => setPickerOpen(true)}>
          Choose from Media Library
        </Button>
      </div>
      <ContentField
        {...props}
        field="altText"
        isRequired
        description="Describe the image for people who cannot see it"
        maxLength={SECTION_LIMITS.altText}
      />
      {pickerOpen ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onChoose={({ url, altText }) => {
              onChange('imageUrl', url);
              // Propose the file's alt text, without overwriting what someone already wrote.
              if (altText && !readText(section.content, 'altText').trim())
                onChange('altText', altText);
              setPickerOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function CtaEditor(props: SectionEditorProps) {
  return (
    <div className={styles.fields}>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="description"
        multiline={3}
        maxLength={SECTION_LIMITS.description}
      />
      <ContentField {...props} field="buttonText" maxLength={SECTION_LIMITS.buttonText} />
      <ContentField {...props} field="buttonLink" type="url" description={urlHint} />
    </div>
  );
}
