import { EMAIL_PATTERN, submissionStatusLabels, submissionsCopy } from '@charitykit/content';
import {
  type SubmissionKind,
  type SubmissionStatus,
  toCsv,
  useContactMessages,
  useDeleteSubmission,
  useEraseSubmissions,
  useNewSubmissionCounts,
  useSetSubmissionStatus,
  useVolunteerApplications,
} from '@charitykit/data';
import {
  AdminPage,
  Alert,
  adminActionIcons,
  Badge,
  type BadgeVariant,
  Button,
  Dialog,
  EmptyState,
  FormDialog,
  Icon,
  SearchField,
  Skeleton,
  Stack,
  Table,
  TableActions,
  TextField,
} from '@charitykit/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as styles from './shared/admin.css';
import { QueryState } from './shared/QueryState';
import * as inbox from './submissions/inbox.css';
import {
  contactItem,
  exportColumns,
  formatReceived,
  type InboxItem,
  matchesSearch,
  volunteerItem,
} from './submissions/items';

const copy = submissionsCopy;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

/** How long a deleted submission can still be brought back with Undo. */
export const UNDO_WINDOW_MS = 10_000;

const statusBadge: Record<SubmissionStatus, BadgeVariant> = {
  new: 'accent',
  read: 'outline',
  handled: 'success',
};

/** The listed submissions as a CSV download (the browser saves it; nothing leaves otherwise). */
function downloadCsv(kind: SubmissionKind, items: readonly InboxItem[]) {
  const csv = toCsv(items, exportColumns(kind));
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = copy.exportFileName(kind, new Date().toISOString().slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function useInboxItems(kind: SubmissionKind) {
  const contact = useContactMessages();
  const volunteer = useVolunteerApplications();
  const query = kind === 'contact' ? contact : volunteer;
  const data =
    kind === 'contact' ? contact.data?.map(contactItem) : volunteer.data?.map(volunteerItem);
  return { isPending: query.isPending, error: query.error, data };
}

interface PendingDelete {
  item: InboxItem;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Submissions (issue 24): contact messages and volunteer applications, newest first, new ones
 * marked; search by name or e-mail; open one to read it all (which marks it read); mark
 * handled; delete with Undo; export the listed ones as CSV; erase everything held about an
 * e-mail address.
 */
export default function SubmissionsScreen() {
  const [params] = useSearchParams();
  const kind: SubmissionKind = params.get('kind') === 'volunteer' ? 'volunteer' : 'contact';
  const items = useInboxItems(kind);
  const counts = useNewSubmissionCounts();
  const setStatus = useSetSubmissionStatus();
  const deleteSubmission = useDeleteSubmission();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [erasing, setErasing] = useState(false);
  const pendingRef = useRef<PendingDelete | null>(null);
  pendingRef.current = pending;

  const commitDelete = (entry: PendingDelete) => {
    clearTimeout(entry.timer);
    deleteSubmission.mutate(
      { kind: entry.item.kind, id: entry.item.id },
      {
        onError: (error) => setNotice({ tone: 'danger', text: copy.deleteFailed(error.message) }),
      },
    );
  };
  const commitRef = useRef(commitDelete);
  commitRef.current = commitDelete;

  // Leaving the screen completes a pending delete rather than forgetting it.
  useEffect(
    () => () => {
      if (pendingRef.current) commitRef.current(pendingRef.current);
    },
    [],
  );

  const remove = (item: InboxItem) => {
    if (pending) commitDelete(pending);
    setOpenId(null);
    setNotice(null);
    const timer = setTimeout(() => {
      setPending((current) => {
        if (current?.item.id === item.id) commitRef.current(current);
        return current?.item.id === item.id ? null : current;
      });
    }, UNDO_WINDOW_MS);
    setPending({ item, timer });
  };

  const undo = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    setNotice({ tone: 'success', text: copy.restored(pending.item.name) });
    setPending(null);
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

  const visible = (items.data ?? []).filter(
    (item) => item.id !== pending?.item.id && matchesSearch(item, search),
  );
  const opened = items.data?.find((item) => item.id === openId) ?? null;

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
    <AdminPage
      title={copy.title}
      description={copy.description}
      actions={
        <Stack direction="row" wrap gap="small">
          <Button
            variant="outline"
            onClick={() => downloadCsv(kind, visible)}
            disabled={items.data === undefined}
          >
            {copy.export}
          </Button>
          <Button variant="outline" onClick={() => setErasing(true)}>
            {copy.erase}
          </Button>
        </Stack>
      }
    >
      <Stack gap="medium">
        <nav aria-label={copy.tabsLabel}>
          <ul className={inbox.tabs}>
            {tab('contact', copy.contactTab, counts.data?.contact)}
            {tab('volunteer', copy.volunteerTab, counts.data?.volunteer)}
          </ul>
        </nav>

        <div role="status" className={inbox.notice}>
          {pending ? (
            <p className={inbox.undoLine}>
              {copy.deleted(pending.item.name)}
              <Button size="small" variant="outline" onClick={undo}>
                {copy.undo}
              </Button>
            </p>
          ) : notice?.tone === 'success' ? (
            <Alert tone="success">{notice.text}</Alert>
          ) : null}
        </div>
        <div role="alert">
          {notice?.tone === 'danger' ? <Alert tone="danger">{notice.text}</Alert> : null}
        </div>

        <div className={styles.toolbar}>
          <SearchField label={copy.search} value={search} onChange={setSearch} />
        </div>

        <QueryState
          query={items}
          label={copy.title}
          placeholder={<Skeleton lines={5} />}
          errorTitle={copy.loadFailed}
        >
          {() => (
            <div className={styles.tableWrap}>
              <Table
                caption={kind === 'contact' ? copy.contactCaption : copy.volunteerCaption}
                hideCaption
                rows={visible}
                getRowKey={(item) => item.id}
                emptyState={
                  search.trim() && (items.data?.length ?? 0) > 0 ? (
                    <EmptyState title={copy.noMatches} description={copy.noMatchesDescription} />
                  ) : (
                    <EmptyState
                      title={kind === 'contact' ? copy.emptyContact : copy.emptyVolunteer}
                      description={copy.emptyDescription}
                    />
                  )
                }
                columns={[
                  {
                    key: 'name',
                    header: copy.columns.name,
                    isRowHeader: true,
                    cell: (item) => (
                      <span className={item.status === 'new' ? inbox.unread : undefined}>
                        {item.name}
                      </span>
                    ),
                  },
                  {
                    key: 'status',
                    header: copy.columns.status,
                    cell: (item) => (
                      <Badge variant={statusBadge[item.status]}>
                        {submissionStatusLabels[item.status]}
                      </Badge>
                    ),
                  },
                  {
                    key: 'received',
                    header: copy.columns.received,
                    cell: (item) => (
                      <span className={styles.nowrap}>{formatReceived(item.createdAt)}</span>
                    ),
                  },
                  { key: 'email', header: copy.columns.email, cell: (item) => item.email },
                  {
                    key: 'summary',
                    header: kind === 'contact' ? copy.columns.subject : copy.columns.skills,
                    cell: (item) => <span className={inbox.summary}>{item.summary}</span>,
                  },
                  {
                    key: 'actions',
                    header: copy.columns.actions,
                    align: 'end',
                    cell: (item) => (
                      <TableActions>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={copy.open(item.name)}
                          title={copy.open(item.name)}
                          onClick={() => open(item)}
                        >
                          <Icon icon={adminActionIcons.open} />
                        </Button>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={copy.markHandledOf(item.name)}
                          title={copy.markHandledOf(item.name)}
                          disabled={item.status === 'handled'}
                          onClick={() => mark(item, 'handled')}
                        >
                          <Icon icon={adminActionIcons.handled} />
                        </Button>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={copy.remove(item.name)}
                          title={copy.remove(item.name)}
                          onClick={() => remove(item)}
                        >
                          <Icon icon={adminActionIcons.remove} />
                        </Button>
                      </TableActions>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </QueryState>
      </Stack>

      {opened ? (
        <Dialog
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpenId(null);
          }}
          title={copy.detailTitle(opened.name)}
          description={`${copy.received}: ${formatReceived(opened.createdAt)}`}
          size="large"
          closeLabel={copy.close}
          actions={
            <Stack direction="row" wrap justify="flex-end" gap="small">
              <Button variant="outline" onClick={() => remove(opened)}>
                {copy.remove(opened.name)}
              </Button>
              <Button
                disabled={opened.status === 'handled'}
                onClick={() => mark(opened, 'handled')}
              >
                {opened.status === 'handled' ? copy.handled : copy.markHandled}
              </Button>
            </Stack>
          }
        >
          <dl className={inbox.details}>
            <div className={inbox.detailRow}>
              <dt>{copy.status}</dt>
              <dd>
                <Badge variant={statusBadge[opened.status]}>
                  {submissionStatusLabels[opened.status]}
                </Badge>
              </dd>
            </div>
            {opened.fields.map(([label, value]) => (
              <div key={label} className={inbox.detailRow}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className={inbox.detailRow}>
              <dt>{copy.consent}</dt>
              <dd>{opened.consentText}</dd>
            </div>
          </dl>
        </Dialog>
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
    </AdminPage>
  );
}

/** "Erase personal data": an e-mail address, then how many records went. */
function EraseDialog({
  onClose,
  onErased,
}: {
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const erase = useEraseSubmissions();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    if (!EMAIL_PATTERN.test(wanted)) {
      setInvalid(true);
      return;
    }
    try {
      const result = await erase.mutateAsync(wanted);
      onErased(copy.erased(wanted, result.contact, result.volunteer));
    } catch {
      // The dialog shows the service's message and keeps the address.
    }
  };
  return (
    <FormDialog
      title={copy.eraseTitle}
      formId="erase-personal-data"
      labels={{ cancel: copy.cancel, submit: copy.eraseSubmit, busy: copy.erasing }}
      busy={erase.isPending}
      failure={erase.error ? copy.eraseFailed(erase.error.message) : null}
      onClose={onClose}
    >
      <form id="erase-personal-data" onSubmit={submit} noValidate>
        <Stack>
          <p className={inbox.eraseDescription}>{copy.eraseDescription}</p>
          <TextField
            label={copy.eraseEmail}
            type="email"
            autoComplete="off"
            isRequired
            value={email}
            onChange={(value) => {
              setEmail(value);
              setInvalid(false);
            }}
            errorMessage={invalid ? copy.eraseEmailInvalid : undefined}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
