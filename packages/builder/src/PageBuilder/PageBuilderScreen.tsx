'use client';

import { pageBuilderTexts as texts } from '@charitykit/content';
import {
  errorMessage,
  useBuilderPages,
  useDataContext,
  useSavePageSections,
  useSiteSettings,
} from '@charitykit/data';
import { Alert, Button, EmptyState, Spinner, themeInlineVars } from '@charitykit/ui';
import { useMemo } from 'react';
import type { BuilderSectionType } from '../registry/load';
import type { SectionRegistry } from '../registry/registry';
import { defaultSectionRegistry } from '../sections';
import { PageBuilder } from './PageBuilder';
import type { PageHistorySource } from './PageHistoryDialog';
import { useSectionDefinitions } from './useSectionDefinitions';

export interface PageBuilderScreenProps {
  /** The section types on offer; the four built-in ones by default. */
  registry?: SectionRegistry<BuilderSectionType>;
  initialPageId?: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** Where staff create pages, for the empty state's link. */
  pagesHref?: string;
  /** Issue 25: the address of a page's "Preview"; without it the builder shows no Preview. */
  previewHref?: (pageId: string) => string;
}

/**
 * The builder wired to `@charitykit/data`: the pages-for-builder call (by title), Save Page
 * (against the version each page was opened at, so someone else's save is never silently
 * replaced) and History (the page's revisions). The DataProvider's notifier announces "Page saved successfully" / "Failed to save
 * page: {message}"; the builder shows them in place too.
 */
export function PageBuilderScreen({
  registry = defaultSectionRegistry,
  initialPageId,
  onDirtyChange,
  pagesHref = '/admin/pages',
  previewHref,
}: PageBuilderScreenProps) {
  const pages = useBuilderPages();
  // The section types' editors and checks load while the pages do.
  const definitions = useSectionDefinitions(registry);
  const save = useSavePageSections();
  const { repositories } = useDataContext();
  // History reads the page's revisions through the same repositories as everything else.
  const history = useMemo<PageHistorySource | undefined>(
    () =>
      repositories
        ? {
            list: (pageId) => repositories.pages.listRevisions(pageId),
            load: (revisionId) => repositories.pages.revisionContent(revisionId),
          }
        : undefined,
    [repositories],
  );
  // The preview wears the site's saved colours (the admin keeps its own); until they load, or
  // if they cannot, the design system's defaults.
  const themeColors = useSiteSettings().data?.theme_colors;
  const previewStyle = useMemo(
    () => (themeColors ? themeInlineVars(themeColors) : undefined),
    [themeColors],
  );
  if (pages.isPending) return <Spinner label={texts.loadingPages} showLabel />;
  if (pages.isError) {
    return <Alert tone="danger">{texts.loadPagesFailed(errorMessage(pages.error))}</Alert>;
  }
  if (pages.data.length === 0) {
    return (
      <EmptyState
        title={texts.noPages}
        description={texts.noPagesHint}
        action={<Button href={pagesHref}>{texts.goToPages}</Button>}
      />
    );
  }
  if (!definitions) return <Spinner label={texts.loadingPages} showLabel />;
  return (
    <PageBuilder
      pages={pages.data}
      registry={definitions}
      initialPageId={initialPageId}
      onDirtyChange={onDirtyChange}
      previewStyle={previewStyle}
      history={history}
      {...(previewHref ? { previewHref } : {})}
      onSave={(pageId, sections, expectedVersion) =>
        save.mutateAsync({ pageId, sections, expectedVersion })
      }
    />
  );
}
