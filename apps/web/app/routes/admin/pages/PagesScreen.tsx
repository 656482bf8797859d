import {
  adminCopy,
  formatUkDate,
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
import { adminActionIcons, Badge, Button, EmptyState, Stack, TableActions } from '@charitykit/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../scaffold/failure';
import { ListScreen, ListTable, RowAction } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';
import { PageDialog, type PageSaveOutcome, pageToForm } from './PageDialog';
import { PageTrash } from './PageTrash';
import { PublishingNotes } from './PublishingNotes';

const copy = adminCopy.pages;

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

/** Pages: the table, Create Page and Edit Page dialogs, preview, open and delete; the Trash. */
export function PagesScreen() {
  const [params] = useSearchParams();
  return params.get('view') === 'trash' ? <PageTrash /> : <PageList />;
}

function PageList() {
  const pages = usePages();
  const createPage = useCreatePage();
  const updatePage = useUpdatePage();
  const deletePage = useDeletePage();
  const [dialog, setDialog] = useState<DialogState>(null);

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
      return messageOf(error);
    }
  };

  const deleting = deletePage.isPending ? deletePage.variables : null;

  return (
    <ListScreen
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
      query={pages}
      label={copy.title}
      errorTitle={copy.loadFailed}
      dialogs={
        dialog ? (
          <PageDialog
            // A reload of someone else's version opens the dialog afresh with it.
            key={dialog.mode === 'edit' ? `${dialog.page.id}:${dialog.page.version}` : 'create'}
            mode={dialog.mode}
            initial={dialog.mode === 'edit' ? pageToForm(dialog.page) : pageFormDefaults}
            onClose={() => setDialog(null)}
            onSave={save}
            onReload={(current) => setDialog({ mode: 'edit', page: current })}
          />
        ) : null
      }
    >
      {(rows) => (
        <ListTable
          caption={copy.tableCaption}
          rows={rows}
          rowKey={(page) => page.id}
          empty={<EmptyState title={copy.empty} description={copy.emptyDescription} />}
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
                <span className={styles.nowrap}>{formatUkDate(page.updated_at)}</span>
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
                  <RowAction
                    label={copy.edit(page.title)}
                    icon={adminActionIcons.edit}
                    onClick={() => setDialog({ mode: 'edit', page })}
                  />
                  <RowAction
                    label={copy.open(page.title)}
                    icon={adminActionIcons.open}
                    href={`/${page.slug}`}
                    external
                  />
                  <RowAction
                    label={copy.remove(page.title)}
                    icon={adminActionIcons.remove}
                    busy={deleting === page.id}
                    onClick={() => deletePage.mutate(page.id)}
                  />
                </TableActions>
              ),
            },
          ]}
        />
      )}
    </ListScreen>
  );
}
