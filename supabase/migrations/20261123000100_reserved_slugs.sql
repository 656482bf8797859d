-- Decision 5: a builder page is public at /{slug}, and a static route of the site always wins.
-- A page whose slug is one of those routes (or a path the site needs) could never be seen, so
-- the database refuses it, whichever client writes. Keep in step with RESERVED_SLUGS in
-- packages/content/src/rules/page.ts (a test compares the two).
alter table public.pages
  add constraint pages_slug_not_reserved check (
    slug not in (
      'about',
      'admin',
      'api',
      'assets',
      'contact',
      'gaza-emergency',
      'privacy-policy',
      'programs',
      'rohingya-crisis',
      'terms-conditions',
      'volunteer'
    )
  );
