import { Button, type FormFieldRenderProps, Stack, TextField } from '@charitykit/ui';
import { lazy, Suspense, useState } from 'react';
import * as styles from './fields.css';

// The media library is read only when someone opens the picker.
const MediaPickerDialog = lazy(() =>
  import('@charitykit/builder').then((module) => ({ default: module.MediaPickerDialog })),
);

export interface ShareImageFieldProps
  extends Omit<FormFieldRenderProps<string | null | undefined>, 'onChange'> {
  onChange: (value: string) => void;
  label: string;
  description: string;
  chooseLabel: string;
}

/**
 * A link-preview image: its address (typed, or chosen from the media library with the button
 * beside it) and a small preview of it. Emptying the address removes the image.
 */
export function ShareImageField({
  label,
  description,
  chooseLabel,
  value,
  onChange,
  ...field
}: ShareImageFieldProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const url = value ?? '';
  return (
    <Stack gap="small" align="flex-start">
      <TextField
        {...field}
        value={url}
        onChange={onChange}
        label={label}
        description={description}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      {/^https?:\/\//.test(url) ? (
        // The address above says what it is; the preview only helps recognise it.
        <img className={styles.sharePreview} src={url} alt="" width={240} height={126} />
      ) : null}
      <Button
        variant="outline"
        size="small"
        onClick={() => setPickerOpen(true)}
        disabled={field.isDisabled}
      >
        {chooseLabel}
      </Button>
      {pickerOpen ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onChoose={(choice) => {
              onChange(choice.url);
              setPickerOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
