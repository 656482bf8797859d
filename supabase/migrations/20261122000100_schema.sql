-- charitykit schema: the four tables the back-office reads and writes (spec section 3).
-- Runs unchanged on hosted Supabase (`supabase db push`) and on apps/local-supabase, which
-- bootstraps the platform pieces (auth.users, auth.uid(), the anon/authenticated/service_role
-- roles) before applying this file.

-- Helpers live in a schema PostgREST does not expose, so they cannot be called as /rpc.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- updated_at is maintained by the database (DECISIONS 13), so ordering by it is truthful
-- whichever client writes.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- The caller's id is written into created_by / uploaded_by / updated_by by the database, not
-- trusted from the request body (DECISIONS 10). With no caller (seed, service role) the given
-- value stands. On update the creator column keeps its old value.
create or replace function private.stamp_actor()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  col text := tg_argv[0];
  keep_on_update boolean := coalesce(tg_argv[1], 'keep') = 'keep';
  old_value uuid;
begin
  if tg_op = 'UPDATE' and keep_on_update then
    old_value := (to_jsonb(old) ->> col)::uuid;
    new := jsonb_populate_record(new, jsonb_build_object(col, old_value));
  elsif caller is not null then
    new := jsonb_populate_record(new, jsonb_build_object(col, caller));
  end if;
  return new;
end;
$$;

create table public.admin_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() unique references auth.users (id) on delete cascade,
  full_name text not null check (char_length(full_name) between 1 and 200),
  role text not null default 'editor' check (role in ('admin', 'editor')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.admin_users is 'Staff profile per auth user: full name and role (admin or editor).';

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  slug text not null unique
    check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  meta_title text check (char_length(meta_title) <= 200),
  meta_description text check (char_length(meta_description) <= 1000),
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  template_name text not null default 'page' check (template_name in ('page', 'home', 'landing')),
  content jsonb not null default '{}'::jsonb check (jsonb_typeof(content) = 'object'),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pages is 'Builder pages; published ones are public at /{slug}.';
create index pages_updated_at_idx on public.pages (updated_at desc);
create index pages_status_idx on public.pages (status);

create table public.media_library (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (char_length(file_name) between 1 and 255),
  original_name text not null check (char_length(original_name) between 1 and 255),
  file_path text not null unique check (char_length(file_path) between 1 and 1024),
  file_size bigint not null check (file_size >= 0),
  mime_type text not null,
  width integer check (width > 0),
  height integer check (height > 0),
  folder_path text not null default 'uploads',
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  alt_text text check (char_length(alt_text) <= 1000),
  caption text check (char_length(caption) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.media_library is 'One row per file in the media storage bucket.';
create index media_library_created_at_idx on public.media_library (created_at desc);

create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  setting_key text not null unique check (setting_key ~ '^[a-z][a-z0-9_]{0,63}$'),
  setting_value jsonb,
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'Key/value site settings read by the public site.';

create trigger admin_users_touch before update on public.admin_users
  for each row execute function private.touch_updated_at();
create trigger pages_touch before update on public.pages
  for each row execute function private.touch_updated_at();
create trigger media_library_touch before update on public.media_library
  for each row execute function private.touch_updated_at();
create trigger site_settings_touch before update on public.site_settings
  for each row execute function private.touch_updated_at();

create trigger pages_created_by before insert or update on public.pages
  for each row execute function private.stamp_actor('created_by', 'keep');
create trigger media_library_uploaded_by before insert or update on public.media_library
  for each row execute function private.stamp_actor('uploaded_by', 'keep');
create trigger site_settings_updated_by before insert or update on public.site_settings
  for each row execute function private.stamp_actor('updated_by', 'restamp');
