-- A page's stored content (its sections) is at most 1 MiB of JSON text. The site server renders
-- and caches whole pages, so one oversized page multiplies into its memory; the limit lives in
-- the database so every writer (the builder, the REST API, a script with the service key) meets
-- it, answered through PostgREST as 400 23514. NOT VALID: a page already over the limit stays
-- readable, and its next save must bring it under.
alter table public.pages
  add constraint pages_content_size
  check (octet_length(content::text) <= 1048576) not valid;
