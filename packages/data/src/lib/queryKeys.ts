/**
 * Query keys, one factory so invalidations can never miss a spelling: mutations invalidate a
 * prefix (`pages.all`) and every query under it refetches.
 */
const root = ['charitykit'] as const;

export const queryKeys = {
  all: root,
  pages: {
    all: [...root, 'pages'] as const,
    list: () => [...root, 'pages', 'list'] as const,
    builder: () => [...root, 'pages', 'builder'] as const,
    trash: () => [...root, 'pages', 'trash'] as const,
    revisions: (pageId: string) => [...root, 'pages', 'revisions', pageId] as const,
    revision: (revisionId: number) => [...root, 'pages', 'revision', revisionId] as const,
    one: (id: string) => [...root, 'pages', 'one', id] as const,
  },
  previewLinks: {
    all: [...root, 'preview-links'] as const,
    forPage: (pageId: string) => [...root, 'preview-links', pageId] as const,
  },
  dashboard: {
    all: [...root, 'dashboard'] as const,
    counts: () => [...root, 'dashboard', 'counts'] as const,
  },
  media: {
    all: [...root, 'media'] as const,
    list: () => [...root, 'media', 'list'] as const,
    trash: () => [...root, 'media', 'trash'] as const,
  },
  submissions: {
    all: [...root, 'submissions'] as const,
    list: (kind: 'contact' | 'volunteer') => [...root, 'submissions', 'list', kind] as const,
    counts: () => [...root, 'submissions', 'counts'] as const,
  },
  subscribers: {
    all: [...root, 'subscribers'] as const,
    list: () => [...root, 'subscribers', 'list'] as const,
  },
  settings: {
    all: [...root, 'settings'] as const,
    values: () => [...root, 'settings', 'values'] as const,
  },
  activity: {
    all: [...root, 'activity'] as const,
    list: (filter: object) => [...root, 'activity', 'list', filter] as const,
  },
  mfa: {
    all: [...root, 'mfa'] as const,
    factors: () => [...root, 'mfa', 'factors'] as const,
    security: () => [...root, 'mfa', 'security'] as const,
  },
  team: {
    all: [...root, 'team'] as const,
    list: () => [...root, 'team', 'list'] as const,
  },
} as const;
