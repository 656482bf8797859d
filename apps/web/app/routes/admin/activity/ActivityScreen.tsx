/**
 * Activity (issue 33), for admins: every team change and publishing change, newest first, with
 * who made it and when; narrowed by what, who and a date range; older entries a page at a
 * time; the matching entries exported as CSV. The database writes the log and lets only admins
 * read it; an editor who comes here is told they lack access (and would read nothing anyway).
 */
import { activityCopy as copy } from '@charitykit/content';
import {
  type ActivityFilter,
  canManageTeam,
  toCsv,
  useActivity,
  useActivityExport,
  useAuth,
  useTeamMembers,
} from '@charitykit/data';
import { AdminPage, Button, EmptyState, Select, Stack, Text, TextField } from '@charitykit/ui';
import { useState } from 'react';
import { downloadCsv } from '../scaffold/download';
import { messageOf } from '../scaffold/failure';
import { type ListNotice, ListNotices } from '../scaffold/ListNotices';
import { ListScreen, ListToolbar } from '../scaffold/ListScreen';
import { ActivityTable } from './ActivityTable';
import * as styles from './activity.css';
import { exportColumns, isFiltered, whatOptions, whatValue, withWhat } from './rows';

export function ActivityScreen() {
  const { adminUser } = useAuth();
  const isAdmin = canManageTeam(adminUser?.role);
  const [filter, setFilter] = useState<ActivityFilter>({});
  const activity = useActivity(filter, { enabled: isAdmin });
  const members = useTeamMembers({ enabled: isAdmin });
  const readAll = useActivityExport();
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  if (!isAdmin) return <NoAccess />;

  const entries = activity.data?.pages.flatMap((page) => page.entries);
  const people = (members.data ?? []).map((member) => ({
    value: member.user_id,
    label: member.full_name ? `${member.full_name} (${member.email})` : member.email,
  }));

  const exportCsv = async () => {
    setNotice(null);
    setExporting(true);
    try {
      const all = await readAll(filter);
      downloadCsv(
        copy.exportFileName(new Date().toISOString().slice(0, 10)),
        toCsv(all, exportColumns),
      );
    } catch (error) {
      setNotice({ tone: 'danger', text: copy.exportFailed(messageOf(error)) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListScreen
      title={copy.title}
      description={copy.description}
      actions={
        <Button
          variant="outline"
          disabled={entries === undefined || entries.length === 0}
          busy={exporting}
          onClick={() => void exportCsv()}
        >
          {copy.export}
        </Button>
      }
      notices={<ListNotices undo={null} notice={notice} />}
      toolbar={
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>{copy.filtersLabel}</legend>
          <ListToolbar>
            <div className={styles.field}>
              <Select
                label={copy.what}
                placeholder={copy.allActivity}
                options={whatOptions}
                value={whatValue(filter)}
                onChange={(value) => setFilter((now) => withWhat(now, value))}
              />
            </div>
            <div className={styles.field}>
              <Select
                label={copy.who}
                placeholder={copy.anyone}
                options={people}
                value={filter.actorId ?? ''}
                onChange={(value) => setFilter((now) => ({ ...now, actorId: value || undefined }))}
              />
            </div>
            <div className={styles.date}>
              <TextField
                type="date"
                label={copy.from}
                value={filter.from ?? ''}
                onChange={(value) => setFilter((now) => ({ ...now, from: value || undefined }))}
              />
            </div>
            <div className={styles.date}>
              <TextField
                type="date"
                label={copy.to}
                value={filter.to ?? ''}
                onChange={(value) => setFilter((now) => ({ ...now, to: value || undefined }))}
              />
            </div>
            <Button variant="ghost" disabled={!isFiltered(filter)} onClick={() => setFilter({})}>
              {copy.clearFilters}
            </Button>
          </ListToolbar>
        </fieldset>
      }
      query={{ isPending: activity.isPending, error: activity.error, data: entries }}
      label={copy.title}
      errorTitle={copy.loadFailed}
    >
      {(rows) => (
        <Stack gap="medium">
          <ActivityTable rows={rows} filtered={isFiltered(filter)} />
          <div className={styles.more}>
            <Text as="p" role="status" tone="muted">
              {rows.length > 0 ? copy.showing(rows.length) : ''}
            </Text>
            {activity.hasNextPage ? (
              <Button
                variant="outline"
                busy={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {activity.isFetchingNextPage ? copy.loadingMore : copy.loadMore}
              </Button>
            ) : null}
          </div>
        </Stack>
      )}
    </ListScreen>
  );
}

/** What an editor sees at /admin/activity: the log is for admins. */
function NoAccess() {
  return (
    <AdminPage title={copy.title}>
      <EmptyState
        title={copy.noAccess}
        description={copy.noAccessDescription}
        action={
          <Button variant="outline" href="/admin">
            {copy.backToDashboard}
          </Button>
        }
      />
    </AdminPage>
  );
}
