'use client';

import { Upload } from 'lucide';
import { type ReactNode, useId } from 'react';
import {
  type DropItem,
  DropZone,
  FileTrigger,
  Button as RACButton,
  Text,
} from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { Icon } from '../Icon';
import { matchesAccept } from './accept';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** Called with the accepted files, from a drop, a paste or the file picker. */
  onFiles: (files: File[]) => void;
  /** Called with dropped files that the accept list refuses. */
  onRejected?: (files: File[]) => void;
  /** As a file input's accept: MIME types, wildcards and extensions. */
  accept?: readonly string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  title?: ReactNode;
  /** Says what may be uploaded, e.g. "Images, videos, PDF and Word documents". */
  hint?: ReactNode;
  buttonLabel?: string;
}

async function toFiles(items: DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) {
    if (item.kind === 'file') files.push(await item.getFile());
  }
  return files;
}

/**
 * Drag-and-drop files or choose them with a button. The zone is reachable by keyboard too:
 * react-aria gives it a hidden drop button that accepts pasted files.
 */
export function FileDropZone({
  onFiles,
  onRejected,
  accept = [],
  allowsMultiple = true,
  isDisabled = false,
  title = 'Drag and drop files here',
  hint,
  buttonLabel = allowsMultiple ? 'Choose files' : 'Choose a file',
}: FileDropZoneProps) {
  const hintId = useId();
  const deliver = (files: File[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1);
    const accepted = chosen.filter((file) => matchesAccept(file, accept));
    const rejected = chosen.filter((file) => !matchesAccept(file, accept));
    if (accepted.length > 0) onFiles(accepted);
    if (rejected.length > 0) onRejected?.(rejected);
  };

  return (
    <DropZone
      className={styles.zone}
      isDisabled={isDisabled}
      aria-label={typeof title === 'string' ? title : 'File drop zone'}
      getDropOperation={(types) => (isDisabled || !types.has('Files') ? 'cancel' : 'copy')}
      onDrop={async (event) => deliver(await toFiles(event.items))}
    >
      <span className={styles.icon}>
        <Icon icon={Upload} size="xlarge" />
      </span>
      <Text slot="label" className={styles.title}>
        {title}
      </Text>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FileTrigger
        acceptedFileTypes={accept}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => deliver(list ? Array.from(list) : [])}
      >
        <RACButton
          isDisabled={isDisabled}
          aria-describedby={hint ? hintId : undefined}
          className={buttonStyles.button({ variant: 'outline', size: 'medium' })}
        >
          {buttonLabel}
        </RACButton>
      </FileTrigger>
    </DropZone>
  );
}
