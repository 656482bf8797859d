/** MSW scenarios of share-preview links and the public page a link shows. */

import { call, clone, patched } from '../lib/mswCall';
import { eqFilters, jsonBody, restRows } from '../lib/mswWire';
import { fixturePages } from '../pages/fixtures';
import type { Page } from '../pages/types';
import { fixturePreviewLinks } from './fixtures';
import type { PreviewLink } from './types';

export const previewScenarios = {
  /** Issue 25: a page's share-preview links that still work, newest first. */
  previewLinks: call<PreviewLink[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: (request, rows) => {
          const pageId = eqFilters(new URL(request.url)).get('page_id');
          return restRows(
            request,
            rows.filter((row) => row.page_id === pageId),
          );
        },
      },
    ],
    fixture: () => clone(fixturePreviewLinks),
    empty: () => [],
  }),

  /** Share preview's "Create link": the row as the database makes it (token, 7 days). */
  createPreviewLink: call<PreviewLink | null>({
    steps: [
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: async (request, row) => {
          const body = await jsonBody(request);
          const now = Date.now();
          const made = {
            id: crypto.randomUUID(),
            page_id: body.page_id,
            token: (crypto.randomUUID() + crypto.randomUUID()).replaceAll('-', ''),
            created_by: null,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + 7 * 86_400_000).toISOString(),
            revoked_at: null,
          };
          return restRows(request, [row ?? made], 201);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** "Revoke" on a share-preview link. */
  revokePreviewLink: call<PreviewLink[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixturePreviewLinks),
    empty: () => [],
  }),

  /**
   * The public `shared_preview` function a share-preview link calls: the page for a fixture
   * link's token, nothing for any other (as for an expired or revoked one).
   */
  sharedPreview: call<Page[]>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/rpc/shared_preview',
        service: 'rest',
        respond: (request, rows) => {
          const token = new URL(request.url).searchParams.get('preview_token');
          const link = fixturePreviewLinks.find((candidate) => candidate.token === token);
          return restRows(
            request,
            rows.filter((row) => link !== undefined && row.id === link.page_id),
          );
        },
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),
};
