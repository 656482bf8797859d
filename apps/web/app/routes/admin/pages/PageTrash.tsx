import { trashTexts as copy, pageStatusLabels } from '@charitykit/content';
import { useDeletePagePermanently, usePageTrash, useRestorePage } from '@charitykit/data';
import { TrashScreen } from '../scaffold/TrashScreen';

/**
 * The Pages screen's Trash: deleted pages, most recently deleted first, each with Restore
 * (back with its sections and settings) and Delete permanently. Items 30 days old are purged
 * when it loads.
 */
export function PageTrash() {
  return (
    <TrashScreen
      title={copy.pagesTitle}
      back={{ href: '/admin/pages', label: copy.backToPages }}
      trash={usePageTrash()}
      restore={useRestorePage()}
      remove={useDeletePagePermanently()}
      caption={copy.pagesCaption}
      empty={{ title: copy.emptyPages, description: copy.emptyPagesHint }}
      nameOf={(page) => page.title}
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
          cell: (page) => (
            <>
              <code>/{page.slug}</code> ({pageStatusLabels[page.status]})
            </>
          ),
        },
      ]}
    />
  );
}
