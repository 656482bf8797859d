-- What the Supabase platform provides before any project migration runs, built as a hosted
-- project has it (supabase/postgres init scripts and migrations, GoTrue's and storage-api's
-- migrations, supautils' settings; the April 2025 and May/October 2026 changes): the roles, the
-- auth and storage schemas with their tables, owned by supabase_auth_admin and
-- supabase_storage_admin, and the grants that decide what the project's migrations, run as
-- the non-superuser `postgres`, may do. It runs as the connecting superuser, which plays
-- supabase_admin (db/platform.ts). Idempotent: every statement may run again on an existing
-- database, including one made by an older version of this server (the ownership and grant
-- statements at the end bring such a database to this shape).

do $$
begin
  -- PostgreSQL mode with a superuser of another name: supabase_admin still exists, as the
  -- owner of the platform's schemas and of its default privileges.
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin superuser createdb createrole replication bypassrls;
  end if;
  -- The role that runs a project's migrations (`supabase db push`) and owns what they make:
  -- not a superuser since supabase/postgres' demote-postgres migration.
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login nosuperuser createdb createrole replication bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST's role on hosted Supabase; nothing logs in as it here (the server connects as
  -- its own superuser and sets the caller's role, as PostgREST does).
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  -- GoTrue's and storage-api's roles: they own the auth and storage tables. They log in on
  -- hosted Supabase; here the server sets them as its auth and storage work's role.
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole noreplication;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole noreplication;
  end if;
end
$$;

alter role postgres nosuperuser createdb createrole replication bypassrls;
-- supabase/postgres 20230529180330_alter_api_roles_for_inherit.
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

-- Statement timeouts per API role, as hosted Supabase sets them: a request as anon may run a
-- statement for 3 s, as a signed-in user 8 s; the service role has none. db/role.ts applies
-- them per transaction (as PostgREST applies a role's settings); for PGlite the database
-- thread's watchdog enforces them.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role service_role reset statement_timeout;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant authenticator to supabase_storage_admin;
grant pg_read_all_data, pg_signal_backend to postgres;
-- Since 21 April 2025 postgres is no longer a member of the auth and storage roles: it may not
-- alter their tables (only foreign keys, triggers and, through supautils, policies).
do $$
declare
  r text;
begin
  foreach r in array array['supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin'] loop
    if pg_has_role('postgres', r, 'member') then
      execute format('revoke %I from postgres', r);
    end if;
  end loop;
end
$$;

-- supautils' reserved roles: postgres may change the settings of anon, authenticated,
-- service_role and authenticator (the `*` of `supautils.reserved_roles`; PostgREST's `pgrst.*`
-- settings are set this way). PostgreSQL 15 lets a CREATEROLE role do that; from 16 it needs
-- ADMIN on the role, given here without the right to become authenticator.
do $$
begin
  if current_setting('server_version_num')::int >= 160000 then
    execute 'grant anon, authenticated, service_role to postgres with admin option';
    execute 'grant authenticator to postgres with admin true, inherit false, set false';
  end if;
end
$$;

-- and the settings supautils lets postgres give them (`privileged_role_allowed_configs`:
-- PostgREST's `pgrst.*`, a few logging ones). Custom settings PostgreSQL does not know need a
-- SET grant for a role that is not a superuser; supautils' `pgrst.*` is a pattern, so
-- PostgREST's documented in-database settings are granted by name.
do $$
declare
  p text;
begin
  foreach p in array array[
    'pgrst.db_aggregates_enabled', 'pgrst.db_anon_role', 'pgrst.db_extra_search_path',
    'pgrst.db_hoisted_tx_settings', 'pgrst.db_max_rows', 'pgrst.db_plan_enabled',
    'pgrst.db_pre_config', 'pgrst.db_pre_request', 'pgrst.db_prepared_statements',
    'pgrst.db_root_spec', 'pgrst.db_schemas', 'pgrst.db_tx_end', 'pgrst.jwt_aud',
    'pgrst.jwt_cache_max_lifetime', 'pgrst.jwt_role_claim_key', 'pgrst.jwt_secret',
    'pgrst.jwt_secret_is_base64', 'pgrst.openapi_mode', 'pgrst.openapi_security_active',
    'pgrst.openapi_server_proxy_uri', 'pgrst.server_cors_allowed_origins',
    'pgrst.server_timing_enabled', 'pgrst.server_trace_header',
    'log_lock_waits', 'log_min_messages', 'session_replication_role', 'track_io_timing',
    'auto_explain.log_min_duration', 'auto_explain.log_nested_statements',
    'safeupdate.enabled'
  ] loop
    execute format('grant set on parameter %s to postgres', p);
  end loop;
end
$$;

-- The database belongs to postgres (supabase/postgres' migrate.sh), so `public`, owned by
-- pg_database_owner, is postgres' to create in.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('grant all on database %I to postgres', current_database());
end
$$;

create schema if not exists public;
alter schema public owner to pg_database_owner;
create schema if not exists extensions;
alter schema extensions owner to supabase_admin;
create schema if not exists auth;
alter schema auth owner to supabase_admin;
create schema if not exists storage;
alter schema storage owner to supabase_admin;
create schema if not exists supabase_migrations;
alter schema supabase_migrations owner to postgres;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;
grant all on schema auth to supabase_auth_admin;
grant all on schema storage to supabase_storage_admin;
grant usage on schema auth, storage to postgres, anon, authenticated, service_role;
revoke create on schema auth, storage from postgres;

-- Default privileges. supabase_admin's own (init script, still on every project) grant what it
-- creates in public to the API roles; postgres' grant nothing to them: new projects since
-- 30 May 2026, and every project since 30 October 2026, expose a new public table only when a
-- migration grants it.
alter default privileges for role supabase_admin in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on functions from anon, authenticated, service_role;

-- Ownership: everything in auth belongs to supabase_auth_admin, in storage to
-- supabase_storage_admin, and what the project's migrations made to postgres. A data directory
-- made by an older version (where the connecting superuser owned everything) or a restored
-- pg_dump (--no-owner) is brought to that here.
do $$
declare
  o record;
  target text;
begin
  for o in
    select n.nspname, c.relname, c.relkind
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_roles r on r.oid = c.relowner
     where n.nspname in ('auth', 'storage', 'public', 'private', 'supabase_migrations')
       and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       -- sequences owned by a column follow their table
       and not (c.relkind = 'S' and exists (
         select 1 from pg_depend d
          where d.objid = c.oid and d.classid = 'pg_class'::regclass
            and d.deptype in ('a', 'i')))
       and r.rolsuper
  loop
    target := case o.nspname when 'auth' then 'supabase_auth_admin'
                             when 'storage' then 'supabase_storage_admin'
                             else 'postgres' end;
    execute format('alter %s %I.%I owner to %I',
      case o.relkind when 'v' then 'view' when 'm' then 'materialized view'
                     when 'f' then 'foreign table' when 'S' then 'sequence' else 'table' end,
      o.nspname, o.relname, target);
  end loop;
  for o in
    select n.nspname, p.oid::regprocedure::text as sig, p.prokind
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_roles r on r.oid = p.proowner
     where n.nspname in ('auth', 'storage', 'public', 'private')
       and r.rolsuper
       and not exists (select 1 from pg_depend d
                        where d.objid = p.oid and d.classid = 'pg_proc'::regclass
                          and d.deptype = 'e')
  loop
    target := case o.nspname when 'auth' then 'supabase_auth_admin'
                             when 'storage' then 'supabase_storage_admin'
                             else 'postgres' end;
    execute format('alter %s %s owner to %I',
      case o.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
      o.sig, target);
  end loop;
  for o in
    select n.nspname, t.typname
      from pg_type t
      join pg_namespace n on n.oid = t.typnamespace
      join pg_roles r on r.oid = t.typowner
     where n.nspname in ('public', 'private')
       and t.typtype in ('e', 'd', 'r', 'm')
       and r.rolsuper
  loop
    execute format('alter type %I.%I owner to postgres', o.nspname, o.typname);
  end loop;
  -- The project's own schemas (made by its migrations, as postgres on hosted).
  for o in
    select n.nspname
      from pg_namespace n
      join pg_roles r on r.oid = n.nspowner
     where n.nspname = 'private' and r.rolsuper
  loop
    execute format('alter schema %I owner to postgres', o.nspname);
  end loop;
end
$$;

-- Auth: GoTrue's tables, owned by supabase_auth_admin ----------------------------------------
set role supabase_auth_admin;

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
-- When the last sign-up confirmation e-mail went out (GoTrue's confirmation_sent_at, issue 38).
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
-- GoTrue's columns that code written against hosted Supabase reads (instance_id, confirmed_at,
-- deleted_at, is_sso_user); this server does not set them.
alter table auth.users add column if not exists instance_id uuid;
alter table auth.users add column if not exists confirmed_at timestamptz;
alter table auth.users add column if not exists is_sso_user boolean not null default false;
alter table auth.users add column if not exists deleted_at timestamptz;
-- A pending e-mail change, as GoTrue keeps it (issue 38): the new address, when its mails went
-- out, and whether one of two confirmations has come in (double_confirm_changes).
alter table auth.users add column if not exists email_change text not null default '';
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;

-- One-time codes and links, in GoTrue's auth.one_time_tokens (its 20240427152123 migration):
-- one row per user and token type, token_hash the SHA-224 of the address and the code as
-- GoTrue's crypto.GenerateTokenHash makes it, relates_to the address. A newer code of a type
-- replaces the older, a used one is deleted (auth/one-time.ts). A data directory made before
-- this shape had a table of its own (link and code hashes in two columns); its rows cannot be
-- carried over (only hashes were kept), so it is replaced and pending links must be sent again.
do $$
begin
  if exists (select 1 from information_schema.columns
              where table_schema = 'auth' and table_name = 'one_time_tokens'
                and column_name = 'otp_hash') then
    drop table auth.one_time_tokens;
  end if;
end
$$;

do $$
begin
  create type auth.one_time_token_type as enum (
    'confirmation_token',
    'reauthentication_token',
    'recovery_token',
    'email_change_token_new',
    'email_change_token_current',
    'phone_change_token'
  );
exception
  when duplicate_object then null;
end
$$;

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  check (char_length(token_hash) > 0)
);
create index if not exists one_time_tokens_token_hash_hash_idx
  on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx
  on auth.one_time_tokens using hash (relates_to);
create unique index if not exists one_time_tokens_user_id_token_type_key
  on auth.one_time_tokens (user_id, token_type);

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

-- GoTrue's identities: one per user and provider (email here), as supabase-js' user.identities
-- and code written for hosted Supabase expect the table to exist.
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
-- GoTrue's own backfill (20221125140132): every user with an e-mail has an email identity.
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false,
                          'phone_verified', false),
       'email', u.created_at, u.created_at
  from auth.users u
 where u.email is not null
   and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email');

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

-- MFA as GoTrue keeps it: factors (TOTP here), their challenges, and the authentication
-- methods each session has passed (mfa_amr_claims), which make its aal and amr claims.
-- `last_step` is this server's own: the TOTP time step last accepted, so a code works once.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp',
  status text not null default 'unverified',
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz,
  last_step bigint
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);

alter table auth.sessions add column if not exists aal text not null default 'aal1';
alter table auth.sessions add column if not exists factor_id uuid;

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

reset role;

-- Storage: storage-api's tables, owned by supabase_storage_admin ------------------------------
set role supabase_storage_admin;

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
alter table storage.buckets add column if not exists avif_autodetection boolean default false;
-- storage-api's 0038: a bucket's type (its analytics and vector buckets are not offered here).
do $$ begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception when duplicate_object then null;
end $$;
alter table storage.buckets
  add column if not exists type storage.buckettype not null default 'STANDARD';

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

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

-- storage-api's 0011, 0037 and 0060: updated_at kept by a trigger, bucket names of at most 100
-- characters whoever writes them, and the size of each bucket.
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$ begin new.updated_at = now(); return new; end; $$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute procedure storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language sql stable
as $$
  select sum((metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj group by obj.bucket_id
$$;

reset role;

-- The Supabase CLI's record of applied migrations; `supabase db push` creates it as postgres.
set role postgres;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
reset role;

-- Grants on the platform's tables, as hosted has them: postgres may read and write the auth
-- and storage tables, reference them and put triggers on them (supabase/postgres'
-- demote-postgres; storage's 0049 with grant option on buckets and objects); the API roles
-- reach storage's two tables through RLS (storage's 0046) and nothing in auth.
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
revoke all on all tables in schema auth from anon, authenticated;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on all routines in schema storage to postgres;

-- PKCE flow state, as GoTrue's auth.flow_state keeps it for the e-mail flows (sign-up, magic
-- link, recovery): the client's code challenge, and the auth code a verified link hands back
-- in `?code=` for POST /token?grant_type=pkce to exchange once (auth/pkce.ts).
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_user_method_idx
  on auth.flow_state (user_id, authentication_method, created_at);
