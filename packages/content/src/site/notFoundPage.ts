// One module per page, so each page's script carries only its own copy (see pages.ts).

export const notFoundPage = {
  meta: { title: 'Page not found' },
  code: '404',
  homeLink: { label: 'Return to Home', href: '/' },
} as const;
