-- What the Supabase platform provides before any project migration runs: the API roles, the
-- auth and storage schemas with their tables, and the auth.* claim helpers. Mirrors
-- supabase/auth and supabase/storage migrations closely enough for the project's migrations
-- to run unchanged. Idempotent: every statement may run again on an existing database.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Statement timeouts per API role, as hosted Supabase sets them: a request as anon may run a
-- statement for 3 s, as a signed-in user 8 s; the service role has none. db/role.ts applies
-- them per transaction (as PostgREST applies a role's settings); for PGlite the database
-- thread's watchdog enforces them.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role service_role reset statement_timeout;

-- authenticator: the role PostgREST connects as on hosted Supabase, a member of each API role,
-- so migrations written for hosted Supabase that name it (grants, `alter role authenticator`)
-- run here too. It cannot log in: this server connects as its own user.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

-- The connecting role must be able to SET ROLE to each API role.
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists public;

grant usage on schema public, extensions to anon, authenticated, service_role;

-- As hosted Supabase: whatever the migrations create in public is granted to every API role, so
-- row level security (not a missing grant) is what keeps a table closed, here as there. Only
-- defaults: privileges a migration revoked stay revoked when this file runs again.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  phone text,
  banned_until timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));
-- Invitations (GoTrue's invited_at) and the last recovery e-mail, added to data directories
-- made before they existed.
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists recovery_sent_at timestamptz;

-- One-time links (invite, recovery, magic link), as GoTrue's auth.one_time_tokens: one per
-- user and type, stored as SHA-256 hashes of the link's token and of the e-mailed code. A
-- newer link of the same type replaces the older; a used one is deleted.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  otp_hash text not null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- How a session began (the access token's amr method): password, or a one-time link (invite,
-- recovery, otp). A password change without the current password is allowed only in a
-- session begun by a link, once (auth/routes/user.ts).
alter table auth.sessions add column if not exists method text not null default 'password';

-- Refresh tokens are stored as SHA-256 hashes; `parent` links each rotation to its
-- predecessor so reuse of a revoked token can be detected and the session revoked.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

revoke all on all tables in schema auth from anon, authenticated;

-- Claim helpers, as supabase/auth defines them. current_setting(..., true) reads '' (not
-- NULL) once a transaction-local setting has ended, hence nullif before any cast.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.objects to anon, authenticated, service_role;
grant all on storage.buckets to service_role;
grant select on storage.buckets to anon, authenticated;

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
