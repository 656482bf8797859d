-- Issue 25, items 4 to 6: a trash for deleted pages and media files, a page's earlier contents
-- (revisions), and a version on each page so a save never silently replaces someone else's.
--
-- Trash: a deleted page or media row leaves its table at once (so the public site, which reads
-- `pages` under its own policy, stops showing it without any policy change) and its whole row
-- is kept in a staff-only trash table, as JSON, to be restored with the same id. Everything
-- happens in triggers, so every writer (the admin, the REST API, a script) goes through it.
-- Items in the trash for 30 days are purged by `purge_expired_trash()`, which the admin calls
-- whenever staff delete something or open a trash (no cron job to install; decision in
-- docs/decisions.md). A media file's stored object is removed only when its trash item is.
--
-- Revisions: whenever a page's content changes, the content it had (with who saved it and when)
-- is kept in page_revisions; the newest 50 per page are kept. Clients cannot write revisions.
--
-- Versions: pages.version goes up by one on every update, set by the database, so a client
-- saves with `.eq('version', v)` and learns it lost a race when no row is updated. Who changed
-- the page last, and who saved its content last, are stamped by the database too.

-- Names of staff, for "who changed it": editors cannot read other people's admin_users rows.
create or replace function private.staff_name(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.full_name from public.admin_users a where a.user_id = uid
$$;
revoke all on function private.staff_name(uuid) from public;

-- pages: version and who/when ---------------------------------------------------------------
alter table public.pages
  add column version integer not null default 1,
  add column updated_by uuid,
  add column updated_by_name text,
  add column content_saved_at timestamptz,
  add column content_saved_by_name text;
comment on column public.pages.version is
  'Goes up by one on every update (set by the database): saves filter on it to detect conflicts.';

create or replace function private.stamp_page_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  content_changed boolean;
begin
  if tg_op = 'UPDATE' then
    new.version := old.version + 1;
    content_changed := new.content is distinct from old.content;
    if not content_changed then
      new.content_saved_at := old.content_saved_at;
      new.content_saved_by_name := old.content_saved_by_name;
    end if;
  else
    new.version := 1;
    content_changed := true;
  end if;
  -- With no caller (seed, service role) the given values stand.
  if caller is not null then
    new.updated_by := caller;
    new.updated_by_name := private.staff_name(caller);
    if content_changed then
      new.content_saved_at := now();
      new.content_saved_by_name := new.updated_by_name;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_page_version() from public;

create trigger pages_stamp_version before insert or update on public.pages
  for each row execute function private.stamp_page_version();

-- page_revisions ----------------------------------------------------------------------------
create table public.page_revisions (
  id bigint generated always as identity primary key,
  -- No foreign key: a page in the trash keeps its history, which is removed with the page when
  -- it is deleted permanently or purged.
  page_id uuid not null,
  content jsonb not null,
  section_count integer not null default 0,
  saved_at timestamptz,
  saved_by_name text,
  created_at timestamptz not null default now()
);
comment on table public.page_revisions is
  'Earlier contents of each page (newest 50 kept), written by a trigger; staff read them.';
create index page_revisions_page_idx on public.page_revisions (page_id, id desc);

-- How many revisions are kept per page.
create or replace function private.page_revision_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 50 $$;

create or replace function private.keep_page_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sections jsonb := old.content -> 'sections';
begin
  -- A page that was never built ({}) has nothing worth going back to.
  if new.content is not distinct from old.content or old.content = '{}'::jsonb then
    return null;
  end if;
  insert into public.page_revisions (page_id, content, section_count, saved_at, saved_by_name)
  values (
    old.id,
    old.content,
    case when jsonb_typeof(sections) = 'array' then jsonb_array_length(sections) else 0 end,
    coalesce(old.content_saved_at, old.updated_at),
    old.content_saved_by_name
  );
  delete from public.page_revisions r
   where r.page_id = old.id
     and r.id not in (
       select k.id from public.page_revisions k
        where k.page_id = old.id
        order by k.id desc
        limit private.page_revision_limit()
     );
  return null;
end;
$$;
revoke all on function private.keep_page_revision() from public;

create trigger pages_keep_revision after update on public.pages
  for each row execute function private.keep_page_revision();

-- pages_trash -------------------------------------------------------------------------------
create table public.pages_trash (
  id uuid primary key,
  title text not null,
  slug text not null,
  status text not null,
  -- The whole pages row as it was (settings and sections), restored as it is.
  page jsonb not null,
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  deleted_by_name text
);
comment on table public.pages_trash is
  'Deleted pages, whole, for 30 days: Restore puts them back with the same id (staff only).';
create index pages_trash_deleted_at_idx on public.pages_trash (deleted_at desc);

create table public.media_trash (
  id uuid primary key,
  file_name text not null,
  original_name text not null,
  file_path text not null,
  mime_type text not null,
  file_size bigint not null,
  alt_text text,
  -- The whole media_library row as it was. Its stored file stays until the item is purged.
  media jsonb not null,
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  deleted_by_name text
);
comment on table public.media_trash is
  'Deleted media rows for 30 days; the stored file is removed only when the item is purged.';
create index media_trash_deleted_at_idx on public.media_trash (deleted_at desc);

create or replace function private.trash_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  insert into public.pages_trash (id, title, slug, status, page, deleted_at, deleted_by, deleted_by_name)
  values (old.id, old.title, old.slug, old.status, to_jsonb(old), now(), caller, private.staff_name(caller))
  on conflict (id) do update
    set title = excluded.title, slug = excluded.slug, status = excluded.status,
        page = excluded.page, deleted_at = excluded.deleted_at,
        deleted_by = excluded.deleted_by, deleted_by_name = excluded.deleted_by_name;
  return old;
end;
$$;
revoke all on function private.trash_page() from public;

create trigger pages_to_trash after delete on public.pages
  for each row execute function private.trash_page();

create or replace function private.trash_media()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  insert into public.media_trash (
    id, file_name, original_name, file_path, mime_type, file_size, alt_text, media,
    deleted_at, deleted_by, deleted_by_name
  )
  values (
    old.id, old.file_name, old.original_name, old.file_path, old.mime_type, old.file_size,
    old.alt_text, to_jsonb(old), now(), caller, private.staff_name(caller)
  )
  on conflict (id) do update
    set file_name = excluded.file_name, original_name = excluded.original_name,
        file_path = excluded.file_path, mime_type = excluded.mime_type,
        file_size = excluded.file_size, alt_text = excluded.alt_text, media = excluded.media,
        deleted_at = excluded.deleted_at, deleted_by = excluded.deleted_by,
        deleted_by_name = excluded.deleted_by_name;
  return old;
end;
$$;
revoke all on function private.trash_media() from public;

create trigger media_library_to_trash after delete on public.media_library
  for each row execute function private.trash_media();

-- A page deleted for good takes its history with it.
create or replace function private.forget_page_revisions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.page_revisions where page_id = old.id;
  return old;
end;
$$;
revoke all on function private.forget_page_revisions() from public;

create trigger pages_trash_forget_revisions after delete on public.pages_trash
  for each row execute function private.forget_page_revisions();

-- Restoring ---------------------------------------------------------------------------------
-- Inserting a row back runs the insert triggers, which give clients' rows a new id, timestamps
-- and creator. While a restore function runs it names the item in a transaction-local setting,
-- and this trigger (named to run last) puts back the row exactly as it was deleted.
create or replace function private.restore_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  restoring text := nullif(current_setting('charitykit.restoring', true), '');
  kept jsonb;
begin
  if restoring is null then
    return new;
  end if;
  if tg_table_name = 'pages' then
    select t.page into kept from public.pages_trash t where t.id = restoring::uuid;
  else
    select t.media into kept from public.media_trash t where t.id = restoring::uuid;
  end if;
  if kept is null then
    return new;
  end if;
  -- A creator or uploader whose account has gone since would break the foreign key.
  if tg_table_name = 'pages' then
    kept := kept || jsonb_build_object('created_by', (
      select u.id from auth.users u where u.id = (kept ->> 'created_by')::uuid));
  else
    kept := kept || jsonb_build_object('uploaded_by', (
      select u.id from auth.users u where u.id = (kept ->> 'uploaded_by')::uuid));
  end if;
  new := jsonb_populate_record(new, kept);
  return new;
end;
$$;
revoke all on function private.restore_row() from public;

create trigger pages_zz_restore before insert on public.pages
  for each row execute function private.restore_row();
create trigger media_library_zz_restore before insert on public.media_library
  for each row execute function private.restore_row();

-- Restore puts a trashed page back with the same id, settings and sections.
create or replace function public.restore_page(page_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept public.pages_trash;
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can restore pages' using errcode = '42501';
  end if;
  select * into kept from public.pages_trash t where t.id = page_id;
  if kept.id is null then
    raise exception 'This page is no longer in the trash' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.pages p where p.slug = kept.slug) then
    raise exception 'Another page now uses the slug "%". Change that page''s slug, then restore this one.', kept.slug
      using errcode = '23505';
  end if;
  perform set_config('charitykit.restoring', page_id::text, true);
  insert into public.pages (title, slug)
  values (kept.title, kept.slug);
  perform set_config('charitykit.restoring', '', true);
  delete from public.pages_trash t where t.id = page_id;
end;
$$;

create or replace function public.restore_media_file(media_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept public.media_trash;
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can restore media files' using errcode = '42501';
  end if;
  select * into kept from public.media_trash t where t.id = media_id;
  if kept.id is null then
    raise exception 'This media file is no longer in the trash' using errcode = 'P0002';
  end if;
  perform set_config('charitykit.restoring', media_id::text, true);
  insert into public.media_library (file_name, original_name, file_path, file_size, mime_type)
  values (kept.file_name, kept.original_name, kept.file_path, kept.file_size, kept.mime_type);
  perform set_config('charitykit.restoring', '', true);
  delete from public.media_trash t where t.id = media_id;
end;
$$;

-- The trash empties itself: pages in it for 30 days are deleted for good here (with their
-- history); media items that old are returned, for the caller to remove their stored files
-- through Storage and then delete the rows (a database cannot remove a stored object).
create or replace function public.purge_expired_trash()
returns table (id uuid, file_path text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can empty the trash' using errcode = '42501';
  end if;
  delete from public.pages_trash t where t.deleted_at <= now() - interval '30 days';
  return query
    select m.id, m.file_path from public.media_trash m
     where m.deleted_at <= now() - interval '30 days'
     order by m.deleted_at;
end;
$$;

revoke all on function public.restore_page(uuid) from public, anon;
revoke all on function public.restore_media_file(uuid) from public, anon;
revoke all on function public.purge_expired_trash() from public, anon;
grant execute on function public.restore_page(uuid) to authenticated, service_role;
grant execute on function public.restore_media_file(uuid) to authenticated, service_role;
grant execute on function public.purge_expired_trash() to authenticated, service_role;

-- Grants and RLS: staff only; clients read and delete, the triggers write. -------------------
revoke all on public.page_revisions, public.pages_trash, public.media_trash
  from anon, authenticated;
grant select on public.page_revisions to authenticated;
grant select, delete on public.pages_trash, public.media_trash to authenticated;
grant all on public.page_revisions, public.pages_trash, public.media_trash to service_role;

alter table public.page_revisions enable row level security;
alter table public.pages_trash enable row level security;
alter table public.media_trash enable row level security;

create policy page_revisions_select on public.page_revisions for select to authenticated
  using ((select private.is_staff()));
create policy pages_trash_select on public.pages_trash for select to authenticated
  using ((select private.is_staff()));
create policy pages_trash_delete on public.pages_trash for delete to authenticated
  using ((select private.is_staff()));
create policy media_trash_select on public.media_trash for select to authenticated
  using ((select private.is_staff()));
create policy media_trash_delete on public.media_trash for delete to authenticated
  using ((select private.is_staff()));
