import { adminCopy, type MediaDetails, mediaDetailsSchema } from '@charitykit/content';
import { type MediaFile, useUpdateMediaFile } from '@charitykit/data';
import { FormField, TextArea, TextField, useZodForm } from '@charitykit/ui';
import { DialogForm } from '../scaffold/DialogForm';
import { useFailure } from '../scaffold/failure';

const copy = adminCopy.media;

/** The name people know a file by: the uploaded file's own name. */
export function mediaName(file: Pick<MediaFile, 'file_name' | 'original_name'>): string {
  return file.original_name || file.file_name;
}

/** Edit Media: the file's alt text and caption; a refusal keeps the dialog and what was typed. */
export function EditMediaDialog({ file, onClose }: { file: MediaFile; onClose: () => void }) {
  const update = useUpdateMediaFile();
  const form = useZodForm(mediaDetailsSchema, {
    defaultValues: { alt_text: file.alt_text ?? '', caption: file.caption ?? '' },
  });
  const { failure, attempt } = useFailure();
  const submit = async (details: MediaDetails) => {
    if (await attempt(() => update.mutateAsync({ id: file.id, details }))) onClose();
  };
  return (
    <DialogForm
      title={copy.editTitle}
      id="edit-media"
      form={form}
      onSubmit={submit}
      failure={failure}
      onClose={onClose}
      labels={{ cancel: copy.cancel, submit: copy.save, busy: copy.saving }}
    >
      <TextField label={copy.fileName} value={mediaName(file)} isReadOnly />
      <FormField control={form.control} name="alt_text">
        {(field) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={copy.altText}
            description={copy.altTextHint}
          />
        )}
      </FormField>
      <FormField control={form.control} name="caption">
        {(field) => <TextArea {...field} value={field.value ?? ''} label={copy.caption} rows={3} />}
      </FormField>
    </DialogForm>
  );
}
