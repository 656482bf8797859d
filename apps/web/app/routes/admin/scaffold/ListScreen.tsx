/**
 * The back-office's list-screen scaffold: one screen of records (Pages, Team, Media Library,
 * Submissions, the Trash) is `ListScreen` with, inside it, a `ListTable` (or another view of the
 * rows) whose row buttons are `RowAction`s; `useListSearch` filters as a person types,
 * `useUndoDelete` (useUndoDelete.ts) holds a delete back for Undo, `downloadCsv` (download.ts)
 * exports what is listed. A new list (an audit log, the mailing list's subscribers) is
 *
 *   <ListScreen title={copy.title} query={rows} label={copy.title} errorTitle={copy.loadFailed}
 *     toolbar={<ListToolbar><SearchBox … /></ListToolbar>}>
 *     {(rows) => <ListTable caption={…} rows={visible} rowKey={(r) => r.id} columns={[…]}
 *       empty={<EmptyState … />} />}
 *   </ListScreen>
 */
import {
  AdminPage,
  Button,
  type ButtonProps,
  Icon,
  type IconSource,
  SearchField,
  type SearchFieldProps,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@charitykit/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { type QueryLike, QueryState } from './QueryState';
import * as styles from './scaffold.css';

export interface ListScreenProps<Data> {
  title: ReactNode;
  description?: ReactNode;
  /** The screen's main actions (Create, Invite, Export), beside its heading. */
  actions?: ReactNode;
  /** Above the list: tabs, the Undo line, messages about what was done. */
  notices?: ReactNode;
  /** The list's search and view controls (`ListToolbar`), shown while it loads too. */
  toolbar?: ReactNode;
  /** The records: placeholders while they load, the service's message if that fails. */
  query: QueryLike<Data>;
  /** Names what is loading, for the announced loading state ("Loading" + this). */
  label: string;
  /** The placeholder shapes while loading (five lines unless given). */
  placeholder?: ReactNode;
  /** The heading of the message when loading failed. */
  errorTitle: string;
  /** The list itself, once loaded. */
  children: (data: Data) => ReactNode;
  /** The dialogs the list opens. */
  dialogs?: ReactNode;
}

export function ListScreen<Data>({
  title,
  description,
  actions,
  notices,
  toolbar,
  query,
  label,
  placeholder = <Skeleton lines={5} />,
  errorTitle,
  children,
  dialogs,
}: ListScreenProps<Data>) {
  const list = (
    <QueryState query={query} label={label} placeholder={placeholder} errorTitle={errorTitle}>
      {children}
    </QueryState>
  );
  return (
    <AdminPage title={title} description={description} actions={actions}>
      {notices || toolbar ? (
        <Stack gap="medium">
          {notices}
          {toolbar}
          {list}
        </Stack>
      ) : (
        list
      )}
      {dialogs}
    </AdminPage>
  );
}

export interface ListTableProps<Row> {
  /** The table's name (read out, not shown). */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/** The rows as a table that scrolls sideways on a narrow screen. */
export function ListTable<Row>({ caption, rows, rowKey, columns, empty }: ListTableProps<Row>) {
  return (
    <div className={styles.tableWrap}>
      <Table
        caption={caption}
        hideCaption
        rows={rows}
        getRowKey={rowKey}
        emptyState={empty}
        columns={columns}
      />
    </div>
  );
}

/** A list's controls in one row: the search box grows, the rest keep their size. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

/** The search box of a list's toolbar, taking the room the row has. */
export function SearchBox(props: SearchFieldProps) {
  return (
    <div className={styles.grow}>
      <SearchField {...props} />
    </div>
  );
}

/** What is typed in a list's search box, and the items that match it. */
export function useListSearch<Item>(
  items: readonly Item[] | undefined,
  matches: (item: Item, search: string) => boolean,
) {
  const [search, setSearch] = useState('');
  const visible = useMemo(
    () => (items ?? []).filter((item) => matches(item, search)),
    [items, matches, search],
  );
  return { search, setSearch, visible, searching: search.trim() !== '' };
}

export interface RowActionProps
  extends Pick<ButtonProps, 'onClick' | 'href' | 'external' | 'busy' | 'disabled'> {
  /** What it does to which row ("Edit Winter Appeal"): its name and its tooltip. */
  label: string;
  icon: IconSource;
}

/** One of a row's icon buttons (open, edit, mark handled, delete). */
export function RowAction({ label, icon, ...button }: RowActionProps) {
  return (
    <Button variant="ghost" size="small" aria-label={label} title={label} {...button}>
      <Icon icon={icon} />
    </Button>
  );
}
