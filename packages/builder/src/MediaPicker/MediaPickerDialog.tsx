'use client';

import { mediaPickerTexts } from '@charitykit/content';
import {
  errorMessage,
  type MediaFile,
  storageImageSrcSet,
  useMediaFiles,
  useMediaPublicUrl,
} from '@charitykit/data';
import { Alert, Button, Dialog, DialogClose, EmptyState, Spinner } from '@charitykit/ui';
import * as styles from './MediaPickerDialog.css';

export interface MediaChoice {
  /** The file's public address, for the image section's URL. */
  url: string;
  /** The alt text stored with the file, proposed for the section ('' when none). */
  altText: string;
  file: MediaFile;
}

export interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: MediaChoice) => void;
}

/** A thumbnail's width: a column of the picker's grid (at least 10rem, about 12rem wide). */
const THUMBNAIL_SIZES = '12rem';

function ImageList({ onChoose }: Pick<MediaPickerDialogProps, 'onChoose'>) {
  const media = useMediaFiles();
  const publicUrl = useMediaPublicUrl();
  if (media.isPending) return <Spinner label={mediaPickerTexts.loading} showLabel />;
  if (media.isError) {
    return <Alert tone="danger">{mediaPickerTexts.failed(errorMessage(media.error))}</Alert>;
  }
  const images = media.data.filter((file) => file.mime_type.startsWith('image/'));
  if (images.length === 0) {
    return <EmptyState title={mediaPickerTexts.empty} description={mediaPickerTexts.emptyHint} />;
  }
  return (
    <ul className={styles.grid} aria-label={mediaPickerTexts.images}>
      {images.map((file) => {
        const url = publicUrl(file.file_path);
        const srcSet = storageImageSrcSet(url, file.width ?? undefined);
        return (
          <li key={file.id}>
            <button
              type="button"
              className={styles.choice}
              onClick={() => onChoose({ url, altText: file.alt_text?.trim() ?? '', file })}
            >
              {/* The name below says what it is; the thumbnail is decoration here. */}
              <img
                className={styles.thumbnail}
                src={url}
                srcSet={srcSet}
                sizes={srcSet ? THUMBNAIL_SIZES : undefined}
                alt=""
                loading="lazy"
                width={160}
                height={120}
              />
              <span className={styles.name}>{file.original_name}</span>
              <span className={styles.alt}>{file.alt_text?.trim() || mediaPickerTexts.noAlt}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The media library as a dialog of images with thumbnails; choosing one closes it. */
export function MediaPickerDialog({ open, onOpenChange, onChoose }: MediaPickerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mediaPickerTexts.title}
      description={mediaPickerTexts.description}
      size="large"
      actions={
        <DialogClose>
          <Button variant="outline">{mediaPickerTexts.cancel}</Button>
        </DialogClose>
      }
    >
      {open ? <ImageList onChoose={onChoose} /> : null}
    </Dialog>
  );
}
