-- Issue 25 (items 1, 2, 3, 7): a page's place in the site's navigation, scheduled publishing,
-- share-preview links for people without an account, and old addresses that keep working.
--
-- Whether a page is live (what the anonymous key may read) is decided here, with now(), so a
-- scheduled page goes live and an ended appeal goes away by itself, with no cron job: the
-- site's version check reads through this policy every interval and sees the change.

alter table public.pages
  add column nav_placement text not null default 'none'
    check (nav_placement in ('none', 'header', 'footer')),
  add column nav_order integer not null default 0 check (nav_order between 0 and 9999),
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  add constraint pages_schedule_order
    check (publish_at is null or unpublish_at is null or unpublish_at > publish_at);
comment on column public.pages.nav_placement is
  'Where the live page is linked from: none, header (after the built-in links) or footer.';
comment on column public.pages.nav_order is
  'Order among the pages placed in the same navigation, lowest first (then by title).';
comment on column public.pages.publish_at is
  'A draft goes live at this moment (no cron: the read policy compares it with now()).';
comment on column public.pages.unpublish_at is
  'The page stops being live at this moment, whatever its status.';

-- Live: published, or a draft whose publish_at has come; and not past its unpublish_at.
-- Archived pages are never live.
create or replace function private.page_is_live(
  page_status text,
  page_publish_at timestamptz,
  page_unpublish_at timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (
      page_status = 'published'
      or (page_status = 'draft' and page_publish_at is not null and page_publish_at <= now())
    )
    and (page_unpublish_at is null or page_unpublish_at > now())
$$;
revoke all on function private.page_is_live(text, timestamptz, timestamptz) from public;
grant execute on function private.page_is_live(text, timestamptz, timestamptz)
  to anon, authenticated, service_role;

-- The same rule as a computed field, so a reader can say in its request what the policy
-- enforces (`?is_live=is.true`), by the database's clock rather than the caller's.
create or replace function public.is_live(page public.pages)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.page_is_live(page.status, page.publish_at, page.unpublish_at)
$$;
comment on function public.is_live(public.pages) is
  'Whether visitors see the page now: published or past publish_at, and not past unpublish_at.';
revoke all on function public.is_live(public.pages) from public;
grant execute on function public.is_live(public.pages) to anon, authenticated, service_role;

-- The anonymous read: live pages only. Staff read everything.
drop policy pages_select on public.pages;
create policy pages_select on public.pages for select to anon, authenticated
  using (
    private.page_is_live(status, publish_at, unpublish_at) or (select private.is_staff())
  );

-- Old addresses ------------------------------------------------------------------------------
-- When a live page's slug changes, its old slug answers with a 301 to the page's address. A
-- row lasts until a page (this one or another) takes the slug again, or the page is deleted.
create table public.page_redirects (
  from_slug text primary key
    check (char_length(from_slug) <= 200 and from_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  page_id uuid not null references public.pages (id) on delete cascade,
  -- The page's current slug, kept in step by the trigger below.
  to_slug text not null,
  created_at timestamptz not null default now()
);
comment on table public.page_redirects is
  'Old slugs of pages, each answered with a 301 to the page while it is live.';
create index page_redirects_page_id_idx on public.page_redirects (page_id);

create or replace function private.track_page_slugs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A slug taken (again) by a page no longer redirects anywhere.
  delete from public.page_redirects where from_slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    update public.page_redirects set to_slug = new.slug where page_id = new.id;
    if private.page_is_live(old.status, old.publish_at, old.unpublish_at) then
      insert into public.page_redirects (from_slug, page_id, to_slug)
        values (old.slug, new.id, new.slug)
        on conflict (from_slug) do update
          set page_id = excluded.page_id, to_slug = excluded.to_slug, created_at = now();
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.track_page_slugs() from public;

create trigger pages_track_slugs after insert or update of slug on public.pages
  for each row execute function private.track_page_slugs();

revoke all on public.page_redirects from anon, authenticated;
grant select on public.page_redirects to anon, authenticated;
grant all on public.page_redirects to service_role;
alter table public.page_redirects enable row level security;
-- Anyone may read a redirect whose page they may read (pages' own policy applies in the
-- sub-select): the anonymous key sees only redirects to live pages. Only the trigger writes.
create policy page_redirects_select on public.page_redirects for select to anon, authenticated
  using (exists (select 1 from public.pages p where p.id = page_id));

-- Share preview ------------------------------------------------------------------------------
-- A link that shows one page's saved content, whatever its status, to whoever holds it, until
-- it expires (7 days by default) or is revoked. Staff make, list and revoke them; the token is
-- made by the database and cannot be chosen or changed.
create table public.page_preview_links (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.pages (id) on delete cascade,
  -- 244 random bits from two v4 UUIDs, as 64 hex digits (the trigger makes it on every insert).
  token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  revoked_at timestamptz
);
comment on table public.page_preview_links is
  'Share-preview links: a secret token showing one page to someone without an account.';
create index page_preview_links_page_id_idx on public.page_preview_links (page_id);

create or replace function private.preview_link_server_owned()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
begin
  if tg_op = 'INSERT' then
    new.token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    if caller is null or caller not in ('anon', 'authenticated') then
      return new;
    end if;
    new.id := gen_random_uuid();
    new.created_at := now();
    new.created_by := (select auth.uid());
    new.revoked_at := null;
    if new.expires_at is null or new.expires_at <= now() then
      new.expires_at := now() + interval '7 days';
    end if;
    if new.expires_at > now() + interval '90 days' then
      raise exception 'a preview link lasts at most 90 days' using errcode = '23514';
    end if;
  else
    if caller is null or caller not in ('anon', 'authenticated') then
      return new;
    end if;
    -- Only revoking is a change: nothing else moves, and a revoked link stays revoked.
    new.id := old.id;
    new.page_id := old.page_id;
    new.token := old.token;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
    new.expires_at := old.expires_at;
    new.revoked_at := coalesce(old.revoked_at, new.revoked_at);
  end if;
  return new;
end;
$$;
revoke all on function private.preview_link_server_owned() from public;

create trigger page_preview_links_server_owned before insert or update
  on public.page_preview_links
  for each row execute function private.preview_link_server_owned();

revoke all on public.page_preview_links from anon, authenticated;
grant select, insert, update, delete on public.page_preview_links to authenticated;
grant all on public.page_preview_links to service_role;
alter table public.page_preview_links enable row level security;
create policy page_preview_links_select on public.page_preview_links for select
  to authenticated using ((select private.is_staff()));
create policy page_preview_links_insert on public.page_preview_links for insert
  to authenticated with check ((select private.is_staff()));
create policy page_preview_links_update on public.page_preview_links for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy page_preview_links_delete on public.page_preview_links for delete
  to authenticated using ((select private.is_staff()));

-- The one way in for a token holder: the page's public fields while the link is valid, and
-- nothing (no row) for an unknown, expired or revoked token. Security definer, so the caller
-- needs no grant on pages or the links; it reads one row by the exact token.
create or replace function public.shared_preview(preview_token text)
returns table (
  title text,
  slug text,
  meta_title text,
  meta_description text,
  share_image_url text,
  content jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.title, p.slug, p.meta_title, p.meta_description, p.share_image_url, p.content
    from public.page_preview_links l
    join public.pages p on p.id = l.page_id
   where l.token = preview_token
     and char_length(preview_token) = 64
     and l.revoked_at is null
     and l.expires_at > now()
$$;
comment on function public.shared_preview(text) is
  'A share-preview link''s page, while the link is neither expired nor revoked.';
revoke all on function public.shared_preview(text) from public;
grant execute on function public.shared_preview(text) to anon, authenticated, service_role;
