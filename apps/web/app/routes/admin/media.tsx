import {
  adminCopy,
  formatFileSize,
  type MediaDetails,
  mediaDetailsSchema,
  mediaMatchesSearch,
  trashTexts,
} from '@charitykit/content';
import {
  type MediaFile,
  storageImageSrcSet,
  useDeleteMediaFile,
  useMediaFiles,
  useMediaPublicUrl,
  useUpdateMediaFile,
} from '@charitykit/data';
import {
  AdminPage,
  Alert,
  Badge,
  Button,
  EmptyState,
  Form,
  FormDialog,
  FormField,
  MediaGrid,
  type MediaGridItem,
  SearchField,
  Skeleton,
  Stack,
  TextArea,
  TextField,
  useZodForm,
  type ViewMode,
  ViewToggle,
} from '@charitykit/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './shared/admin.css';
import { MediaTrash } from './shared/MediaTrash';
import { QueryState } from './shared/QueryState';

const copy = adminCopy.media;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

/** The name people know a file by: the uploaded file's own name. */
export function mediaName(file: Pick<MediaFile, 'file_name' | 'original_name'>): string {
  return file.original_name || file.file_name;
}

function EditMediaDialog({ file, onClose }: { file: MediaFile; onClose: () => void }) {
  const update = useUpdateMediaFile();
  const form = useZodForm(mediaDetailsSchema, {
    defaultValues: { alt_text: file.alt_text ?? '', caption: file.caption ?? '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const submit = async (details: MediaDetails) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: file.id, details });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <FormDialog
      title={copy.editTitle}
      formId="edit-media"
      busy={busy}
      failure={failure}
      onClose={onClose}
      labels={{ cancel: copy.cancel, submit: copy.save, busy: copy.saving }}
    >
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={submit}
        id="edit-media"
        aria-label={copy.editTitle}
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
          {(field) => (
            <TextArea {...field} value={field.value ?? ''} label={copy.caption} rows={3} />
          )}
        </FormField>
      </Form>
    </FormDialog>
  );
}

/** Media Library: grid or list, search, count, alt-text gaps marked, edit, open, delete. */
export default function MediaLibraryScreen() {
  const media = useMediaFiles();
  const remove = useDeleteMediaFile();
  const publicUrl = useMediaPublicUrl();
  const [view, setView] = useState<ViewMode>('grid');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const [params] = useSearchParams();

  const files = media.data ?? [];
  const visible = useMemo(
    () => files.filter((file) => mediaMatchesSearch(file, query)),
    [files, query],
  );
  const missingAlt = files.filter(
    (file) => file.mime_type.startsWith('image/') && !file.alt_text?.trim(),
  ).length;
  const items: MediaGridItem[] = visible.map((file) => ({
    id: file.id,
    name: mediaName(file),
    mimeType: file.mime_type,
    url: publicUrl(file.file_path),
    // Thumbnails from Storage's render endpoint, never the whole original.
    srcSet: file.mime_type.startsWith('image/')
      ? storageImageSrcSet(publicUrl(file.file_path), file.width ?? undefined)
      : undefined,
    altText: file.alt_text,
    sizeLabel: formatFileSize(file.file_size),
    dimensionsLabel: file.width && file.height ? copy.dimensions(file.width, file.height) : null,
  }));
  const busyIds = new Set(remove.isPending && remove.variables ? [remove.variables] : []);

  if (params.get('view') === 'trash') {
    return (
      <AdminPage
        title={trashTexts.mediaTitle}
        actions={
          <Button variant="outline" href="/admin/media">
            {trashTexts.backToMedia}
          </Button>
        }
      >
        <MediaTrash />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={
        <>
          {copy.title}{' '}
          {media.data ? <Badge variant="secondary">{copy.fileCount(files.length)}</Badge> : null}
        </>
      }
      description={copy.description}
      actions={
        <Button variant="outline" href="/admin/media?view=trash">
          {trashTexts.trash}
        </Button>
      }
    >
      <QueryState
        query={media}
        label={copy.title}
        placeholder={<Skeleton shape="rectangle" height="12rem" />}
        errorTitle={copy.loadFailed}
      >
        {() =>
          files.length === 0 ? (
            <EmptyState
              title={copy.empty}
              description={copy.emptyDescription}
              action={<Button href="/admin/upload">{adminCopy.upload.title}</Button>}
            />
          ) : (
            <Stack>
              {missingAlt > 0 ? (
                <Alert tone="warning">{copy.missingAltSummary(missingAlt)}</Alert>
              ) : null}
              <div className={styles.toolbar}>
                <div className={styles.grow}>
                  <SearchField
                    label={copy.search}
                    placeholder={copy.searchPlaceholder}
                    clearLabel={copy.clearSearch}
                    value={query}
                    onChange={setQuery}
                  />
                </div>
                <ViewToggle value={view} onChange={setView} label={copy.view} />
              </div>
              <p role="status" className={styles.pageDescription}>
                {copy.fileCount(visible.length)}
              </p>
              {visible.length === 0 ? (
                <EmptyState title={copy.noMatches} />
              ) : (
                <MediaGrid
                  aria-label={copy.title}
                  items={items}
                  view={view}
                  busyIds={busyIds}
                  labels={{
                    edit: copy.edit,
                    open: copy.open,
                    remove: copy.remove,
                    missingAlt: copy.missingAlt,
                  }}
                  onEdit={(id) => setEditing(files.find((file) => file.id === id) ?? null)}
                  onDelete={(id) => remove.mutate(id)}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
      {editing ? (
        <EditMediaDialog key={editing.id} file={editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminPage>
  );
}
