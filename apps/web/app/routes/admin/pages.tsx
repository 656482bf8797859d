import {
  adminCopy,
  formatUkDateTime,
  isPageLive,
  navPlacementLabels,
  type PageFormData,
  pageFormDefaults,
  pageStatusBadgeVariant,
  pageStatusLabels,
  pageTemplateLabels,
  publishingCopy,
  trashTexts,
  ukLocalToIso,
} from '@charitykit/content';
import {
  isPageConflict,
  type Page,
  useCreatePage,
  useDeletePage,
  usePages,
  useUpdatePage,
} from '@charitykit/data';
import {
  AdminPage,
  adminActionIcons,
  Badge,
  Button,
  EmptyState,
  Icon,
  Skeleton,
  Stack,
  Table,
  TableActions,
} from '@charitykit/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './shared/admin.css';
import { PageDialog, type PageSaveOutcome, pageToForm } from './shared/PageDialog';
import { PageTrash } from './shared/PageTrash';
import * as publishingStyles from './shared/publishing.css';
import { QueryState } from './shared/QueryState';

const copy = adminCopy.pages;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function formatUpdated(iso: string | null): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateFormat.format(date);
}

function toInput(values: PageFormData) {
  return {
    title: values.title,
    slug: values.slug,
    meta_title: values.meta_title || null,
    meta_description: values.meta_description || null,
    status: values.status,
    template_name: values.template_name,
    share_image_url: values.share_image_url || null,
    nav_placement: values.nav_placement,
    nav_order: values.nav_order,
    publish_at: values.publish_at ? ukLocalToIso(values.publish_at) : null,
    unpublish_at: values.unpublish_at ? ukLocalToIso(values.unpublish_at) : null,
  };
}

type DialogState = { mode: 'create' } | { mode: 'edit'; page: Page } | null;

/** Pages: the table, Create Page and Edit Page dialogs, open and delete. */
export default function PagesScreen() {
  const pages = usePages();
  const createPage = useCreatePage();
  const updatePage = useUpdatePage();
  const deletePage = useDeletePage();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [params] = useSearchParams();

  const save = async (values: PageFormData, overVersion?: number): Promise<PageSaveOutcome> => {
    try {
      if (dialog?.mode === 'edit') {
        await updatePage.mutateAsync({
          id: dialog.page.id,
          values: toInput(values),
          // The version the dialog opened (or, to save over someone's change, theirs).
          expectedVersion: overVersion ?? dialog.page.version,
        });
      } else {
        await createPage.mutateAsync(toInput(values));
      }
      return null;
    } catch (error) {
      if (isPageConflict(error)) return { conflict: error.conflict };
      return error instanceof Error ? error.message : String(error);
    }
  };

  const deleting = deletePage.isPending ? deletePage.variables : null;

  if (params.get('view') === 'trash') {
    return (
      <AdminPage
        title={trashTexts.pagesTitle}
        actions={
          <Button variant="outline" href="/admin/pages">
            {trashTexts.backToPages}
          </Button>
        }
      >
        <PageTrash />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={copy.title}
      description={copy.description}
      actions={
        <Stack direction="row" wrap gap="small">
          <Button variant="outline" href="/admin/pages?view=trash">
            {trashTexts.trash}
          </Button>
          <Button onClick={() => setDialog({ mode: 'create' })}>{copy.create}</Button>
        </Stack>
      }
    >
      <QueryState
        query={pages}
        label={copy.title}
        placeholder={<Skeleton lines={5} />}
        errorTitle={copy.loadFailed}
      >
        {(rows) => (
          <div className={styles.tableWrap}>
            <Table
              caption={copy.tableCaption}
              hideCaption
              rows={rows}
              getRowKey={(page) => page.id}
              emptyState={<EmptyState title={copy.empty} description={copy.emptyDescription} />}
              columns={[
                {
                  key: 'title',
                  header: copy.columns.title,
                  isRowHeader: true,
                  cell: (page) => page.title,
                },
                {
                  key: 'slug',
                  header: copy.columns.slug,
                  cell: (page) => <code>/{page.slug}</code>,
                },
                {
                  key: 'status',
                  header: copy.columns.status,
                  cell: (page) => (
                    <>
                      <Badge variant={pageStatusBadgeVariant[page.status]}>
                        {pageStatusLabels[page.status]}
                      </Badge>
                      <PublishingNotes page={page} />
                    </>
                  ),
                },
                {
                  key: 'template',
                  header: copy.columns.template,
                  cell: (page) => pageTemplateLabels[page.template_name],
                },
                {
                  key: 'updated',
                  header: copy.columns.updated,
                  cell: (page) => (
                    <span className={styles.nowrap}>{formatUpdated(page.updated_at)}</span>
                  ),
                },
                {
                  key: 'actions',
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (page) => (
                    <TableActions>
                      <Button
                        variant="ghost"
                        size="small"
                        href={`/preview/${page.id}`}
                        external
                        title={publishingCopy.previewTitle(page.title)}
                      >
                        {publishingCopy.preview}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={copy.edit(page.title)}
                        title={copy.edit(page.title)}
                        onClick={() => setDialog({ mode: 'edit', page })}
                      >
                        <Icon icon={adminActionIcons.edit} />
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        href={`/${page.slug}`}
                        external
                        aria-label={copy.open(page.title)}
                        title={copy.open(page.title)}
                      >
                        <Icon icon={adminActionIcons.open} />
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={copy.remove(page.title)}
                        title={copy.remove(page.title)}
                        busy={deleting === page.id}
                        onClick={() => deletePage.mutate(page.id)}
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

      {dialog ? (
        <PageDialog
          // A reload of someone else's version opens the dialog afresh with it.
          key={dialog.mode === 'edit' ? `${dialog.page.id}:${dialog.page.version}` : 'create'}
          mode={dialog.mode}
          initial={dialog.mode === 'edit' ? pageToForm(dialog.page) : pageFormDefaults}
          onClose={() => setDialog(null)}
          onSave={save}
          onReload={(current) => setDialog({ mode: 'edit', page: current })}
        />
      ) : null}
    </AdminPage>
  );
}

/** Issue 25: when a page goes live or ends (UK time), and where the site links it from. */
function PublishingNotes({ page }: { page: Page }) {
  const notes: string[] = [];
  const upcoming = (iso: string | null) => iso !== null && Date.parse(iso) > Date.now();
  if (page.status === 'draft' && upcoming(page.publish_at)) {
    notes.push(publishingCopy.schedule.goesLive(formatUkDateTime(page.publish_at)));
  }
  if (page.status !== 'archived' && upcoming(page.unpublish_at)) {
    notes.push(publishingCopy.schedule.ends(formatUkDateTime(page.unpublish_at)));
  }
  if (page.nav_placement !== 'none' && (isPageLive(page) || notes.length > 0)) {
    notes.push(publishingCopy.schedule.inNavigation(navPlacementLabels[page.nav_placement]));
  }
  if (notes.length === 0) return null;
  return (
    <span className={publishingStyles.cellNote}>
      {notes.map((note) => (
        <span key={note}>{note}</span>
      ))}
    </span>
  );
}
