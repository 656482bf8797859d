import { formatSavedAt, pageConflictTexts } from '@charitykit/content';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';

/** Someone else's save: who (null when unknown) and when (ISO). */
export interface ConflictInfo {
  changedBy: string | null;
  changedAt: string;
}

/** The notice's words: a title, the sentence naming who and when, the two ways on. */
export interface ConflictNoticeTexts {
  title: string;
  message: (who: string | null, when: string) => string;
  reload: string;
  saveOver: string;
}

export interface ConflictNoticeProps {
  conflict: ConflictInfo;
  /** Open their version (what is open here is dropped). */
  onReload: () => void;
  /** Save what is open here over their version. */
  onSaveOver: () => void;
  /** A save over theirs is under way: both ways wait. */
  busy?: boolean;
  /** The words; a page's (`@charitykit/content`'s `pageConflictTexts`) by default. */
  texts?: ConflictNoticeTexts;
}

/**
 * A save was refused because someone else saved the same record after it was opened: who, when
 * (UK time), and the two ways on. Nothing is overwritten until one is chosen. Announced at once,
 * as the save it answers was.
 */
export function ConflictNotice({
  conflict,
  onReload,
  onSaveOver,
  busy = false,
  texts = pageConflictTexts,
}: ConflictNoticeProps) {
  return (
    <Alert tone="warning" title={texts.title} announce="assertive">
      <Stack gap="small">
        <span>{texts.message(conflict.changedBy, formatSavedAt(conflict.changedAt))}</span>
        <Stack direction="row" wrap gap="small">
          <Button variant="outline" size="small" onClick={onReload} disabled={busy}>
            {texts.reload}
          </Button>
          <Button size="small" onClick={onSaveOver} busy={busy}>
            {texts.saveOver}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
