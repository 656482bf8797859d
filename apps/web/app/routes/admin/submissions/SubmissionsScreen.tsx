import { submissionsCopy as copy } from '@charitykit/content';
import {
  type SubmissionKind,
  type SubmissionStatus,
  toCsv,
  useContactMessages,
  useDeleteSubmission,
  useNewSubmissionCounts,
  useSetSubmissionStatus,
  useVolunteerApplications,
} from '@charitykit/data';
import { Badge, Button, Stack } from '@charitykit/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { downloadCsv } from '../scaffold/download';
import { type ListNotice, ListNotices } from '../scaffold/ListNotices';
import { ListScreen, ListToolbar, SearchBox, useListSearch } from '../scaffold/ListScreen';
import { useUndoDelete } from '../scaffold/useUndoDelete';
import { EraseDialog } from './EraseDialog';
import * as inbox from './inbox.css';
import { contactItem, exportColumns, type InboxItem, matchesSearch, volunteerItem } from './items';
import { SubmissionDialog } from './SubmissionDialog';
import { SubmissionsTable } from './SubmissionsTable';

function useInboxItems(kind: SubmissionKind) {
  const contact = useContactMessages();
  const volunteer = useVolunteerApplications();
  const query = kind === 'contact' ? contact : volunteer;
  const data =
    kind === 'contact' ? contact.data?.map(contactItem) : volunteer.data?.map(volunteerItem);
  return { isPending: query.isPending, error: query.error, data };
}

/**
 * Submissions (issue 24): contact messages and volunteer applications, newest first, new ones
 * marked; search by name or e-mail; open one to read it all (which marks it read); mark
 * handled; delete with Undo; export the listed ones as CSV; erase everything held about an
 * e-mail address.
 */
export function SubmissionsScreen() {
  const [params] = useSearchParams();
  const kind: SubmissionKind = params.get('kind') === 'volunteer' ? 'volunteer' : 'contact';
  const items = useInboxItems(kind);
  const setStatus = useSetSubmissionStatus();
  const deleteSubmission = useDeleteSubmission();
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [erasing, setErasing] = useState(false);
  const deletion = useUndoDelete<InboxItem>((item) =>
    deleteSubmission.mutate(
      { kind: item.kind, id: item.id },
      {
        onError: (error) => setNotice({ tone: 'danger', text: copy.deleteFailed(error.message) }),
      },
    ),
  );
  const { search, setSearch, visible, searching } = useListSearch(items.data, matchesSearch);
  const listed = visible.filter((item) => item.id !== deletion.pending?.id);

  const remove = (item: InboxItem) => {
    setOpenId(null);
    setNotice(null);
    deletion.remove(item);
  };

  const undo = () => {
    const restored = deletion.undo();
    if (restored) setNotice({ tone: 'success', text: copy.restored(restored.name) });
  };

  const mark = (item: InboxItem, status: SubmissionStatus) =>
    setStatus.mutate(
      { kind: item.kind, id: item.id, status },
      {
        onError: (error) => setNotice({ tone: 'danger', text: copy.statusFailed(error.message) }),
      },
    );

  const open = (item: InboxItem) => {
    setOpenId(item.id);
    if (item.status === 'new') mark(item, 'read');
  };

  const opened = items.data?.find((item) => item.id === openId) ?? null;

  return (
    <ListScreen
      title={copy.title}
      description={copy.description}
      actions={
        <Stack direction="row" wrap gap="small">
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(
                copy.exportFileName(kind, new Date().toISOString().slice(0, 10)),
                toCsv(listed, exportColumns(kind)),
              )
            }
            disabled={items.data === undefined}
          >
            {copy.export}
          </Button>
          <Button variant="outline" onClick={() => setErasing(true)}>
            {copy.erase}
          </Button>
        </Stack>
      }
      notices={
        <>
          <SubmissionTabs kind={kind} />
          <ListNotices
            undo={
              deletion.pending
                ? { text: copy.deleted(deletion.pending.name), label: copy.undo, onUndo: undo }
                : null
            }
            notice={notice}
          />
        </>
      }
      toolbar={
        <ListToolbar>
          <SearchBox label={copy.search} value={search} onChange={setSearch} />
        </ListToolbar>
      }
      query={items}
      label={copy.title}
      errorTitle={copy.loadFailed}
      dialogs={
        <>
          {opened ? (
            <SubmissionDialog
              item={opened}
              onClose={() => setOpenId(null)}
              onRemove={remove}
              onMarkHandled={(item) => mark(item, 'handled')}
            />
          ) : null}
          {erasing ? (
            <EraseDialog
              onClose={() => setErasing(false)}
              onErased={(text) => {
                setErasing(false);
                setNotice({ tone: 'success', text });
              }}
            />
          ) : null}
        </>
      }
    >
      {(all) => (
        <SubmissionsTable
          kind={kind}
          rows={listed}
          searchHidesAll={searching && all.length > 0}
          onOpen={open}
          onMarkHandled={(item) => mark(item, 'handled')}
          onRemove={remove}
        />
      )}
    </ListScreen>
  );
}

/** Contact messages | Volunteer applications, each with how many are new. */
function SubmissionTabs({ kind }: { kind: SubmissionKind }) {
  const counts = useNewSubmissionCounts();
  const tab = (tabKind: SubmissionKind, label: string, newCount: number | undefined) => (
    <li>
      <Link
        to={`?kind=${tabKind}`}
        className={inbox.tab}
        aria-current={kind === tabKind ? 'page' : undefined}
      >
        {label}
        {newCount ? <Badge variant="accent">{copy.newCount(newCount)}</Badge> : null}
      </Link>
    </li>
  );
  return (
    <nav aria-label={copy.tabsLabel}>
      <ul className={inbox.tabs}>
        {tab('contact', copy.contactTab, counts.data?.contact)}
        {tab('volunteer', copy.volunteerTab, counts.data?.volunteer)}
      </ul>
    </nav>
  );
}
