import { adminCopy, formatFileSize, mediaMatchesSearch, trashTexts } from '@charitykit/content';
import {
  type MediaFile,
  storageImageSrcSet,
  useDeleteMediaFile,
  useMediaFiles,
  useMediaPublicUrl,
} from '@charitykit/data';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  MediaGrid,
  type MediaGridItem,
  Skeleton,
  Stack,
  type ViewMode,
  ViewToggle,
} from '@charitykit/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen, ListToolbar, SearchBox, useListSearch } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';
import { EditMediaDialog, mediaName } from './EditMediaDialog';
import { MediaTrash } from './MediaTrash';

const copy = adminCopy.media;

/** Media Library: grid or list, search, count, alt-text gaps marked, edit, open, delete; the Trash. */
export function MediaLibraryScreen() {
  const [params] = useSearchParams();
  return params.get('view') === 'trash' ? <MediaTrash /> : <MediaLibrary />;
}

function MediaLibrary() {
  const media = useMediaFiles();
  const remove = useDeleteMediaFile();
  const publicUrl = useMediaPublicUrl();
  const [view, setView] = useState<ViewMode>('grid');
  const [editing, setEditing] = useState<MediaFile | null>(null);

  const files = media.data ?? [];
  const { search, setSearch, visible } = useListSearch(media.data, mediaMatchesSearch);
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

  return (
    <ListScreen
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
      query={media}
      label={copy.title}
      placeholder={<Skeleton shape="rectangle" height="12rem" />}
      errorTitle={copy.loadFailed}
      dialogs={
        editing ? (
          <EditMediaDialog key={editing.id} file={editing} onClose={() => setEditing(null)} />
        ) : null
      }
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
            <ListToolbar>
              <SearchBox
                label={copy.search}
                placeholder={copy.searchPlaceholder}
                clearLabel={copy.clearSearch}
                value={search}
                onChange={setSearch}
              />
              <ViewToggle value={view} onChange={setView} label={copy.view} />
            </ListToolbar>
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
    </ListScreen>
  );
}
