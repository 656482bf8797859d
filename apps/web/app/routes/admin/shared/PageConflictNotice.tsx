import { pageConflictTexts as copy, formatSavedAt } from '@charitykit/content';
import type { PageConflict } from '@charitykit/data';
import { Alert, Button, Stack } from '@charitykit/ui';

export interface PageConflictNoticeProps {
  conflict: PageConflict;
  /** Replace what is open with their version (what is typed here is lost). */
  onReload: () => void;
  /** Save what is open over their version. */
  onSaveOver: () => void;
  busy?: boolean;
}

/** Someone else saved the page since it was opened: who, when, and the two ways on. */
export function PageConflictNotice({
  conflict,
  onReload,
  onSaveOver,
  busy,
}: PageConflictNoticeProps) {
  return (
    <Alert tone="warning" title={copy.title} announce="assertive">
      <Stack gap="small">
        <span>{copy.message(conflict.changedBy, formatSavedAt(conflict.changedAt))}</span>
        <Stack direction="row" wrap gap="small">
          <Button variant="outline" size="small" onClick={onReload} disabled={busy}>
            {copy.reload}
          </Button>
          <Button size="small" onClick={onSaveOver} busy={busy}>
            {copy.saveOver}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
