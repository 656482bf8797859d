-- Old addresses survive the trash (issue 25): a deleted page keeps its old slugs with it, and
-- Restore brings them back, so links people saved before the delete work again after it.
-- Deleting a page cascades to page_redirects, and the cascade runs before the trash's AFTER
-- trigger could read them, so the page now goes to the trash in a BEFORE DELETE trigger.

alter table public.pages_trash add column redirects jsonb not null default '[]'::jsonb;
comment on column public.pages_trash.redirects is
  'The page''s old slugs when it was deleted ([{from_slug, created_at}]), put back by Restore.';

create or replace function private.trash_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  kept_redirects jsonb;
begin
  select coalesce(
           jsonb_agg(jsonb_build_object('from_slug', r.from_slug, 'created_at', r.created_at)
                     order by r.created_at),
           '[]'::jsonb)
    into kept_redirects
    from public.page_redirects r
   where r.page_id = old.id;
  insert into public.pages_trash (
    id, title, slug, status, page, redirects, deleted_at, deleted_by, deleted_by_name
  )
  values (
    old.id, old.title, old.slug, old.status, to_jsonb(old), kept_redirects, now(), caller,
    private.staff_name(caller)
  )
  on conflict (id) do update
    set title = excluded.title, slug = excluded.slug, status = excluded.status,
        page = excluded.page, redirects = excluded.redirects, deleted_at = excluded.deleted_at,
        deleted_by = excluded.deleted_by, deleted_by_name = excluded.deleted_by_name;
  return old;
end;
$$;
revoke all on function private.trash_page() from public;

drop trigger pages_to_trash on public.pages;
create trigger pages_to_trash before delete on public.pages
  for each row execute function private.trash_page();

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
  -- Its old slugs redirect to it again, unless a page or another page's old slug took them
  -- meanwhile (that one keeps them).
  insert into public.page_redirects (from_slug, page_id, to_slug, created_at)
  select r ->> 'from_slug', kept.id, kept.slug, (r ->> 'created_at')::timestamptz
    from jsonb_array_elements(kept.redirects) r
   where not exists (select 1 from public.pages p where p.slug = r ->> 'from_slug')
  on conflict (from_slug) do nothing;
  delete from public.pages_trash t where t.id = page_id;
end;
$$;
