'use client';

/** The fields section editors are made of, from `@charitykit/ui`. */
import { TextArea, TextField } from '@charitykit/ui';
import type { SectionEditorProps } from '../../registry/types';
import { readText } from './read';
import { COMMON_LIMITS, commonFieldLabels } from './texts';

export function TitleField({ section, onChange, errors, idPrefix }: SectionEditorProps) {
  return (
    <TextField
      id={`${idPrefix}-title`}
      label={commonFieldLabels.title}
      value={section.title}
      onChange={(value) => onChange('title', value)}
      errorMessage={errors.title}
      maxLength={COMMON_LIMITS.title}
    />
  );
}

export interface ContentFieldProps extends SectionEditorProps {
  /** The content key it edits; also the end of its id (`${idPrefix}-${field}`). */
  field: string;
  label: string;
  multiline?: number;
  type?: 'text' | 'url';
  isRequired?: boolean;
  description?: string;
  maxLength?: number;
}

/** One content field, as text or, with `multiline` rows, a text area. */
export function ContentField({
  section,
  onChange,
  errors,
  idPrefix,
  field,
  label,
  multiline,
  type = 'text',
  isRequired,
  description,
  maxLength,
}: ContentFieldProps) {
  const common = {
    id: `${idPrefix}-${field}`,
    label,
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
export function BannerFields(props: SectionEditorProps) {
  return (
    <>
      <TitleField {...props} />
      <ContentField
        {...props}
        field="description"
        label={commonFieldLabels.description}
        multiline={3}
        maxLength={COMMON_LIMITS.description}
      />
      <ContentField
        {...props}
        field="buttonText"
        label={commonFieldLabels.buttonText}
        maxLength={COMMON_LIMITS.buttonText}
      />
    </>
  );
}
