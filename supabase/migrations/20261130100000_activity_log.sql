-- The activity log (issue 33, item 3): every team change and every publishing change, with who
-- did it (their id and their e-mail address at the time), what, to what, and when.
--
-- * public.activity_log is written only here, by triggers on the product's own tables (and on
--   auth.users for a member's first sign-in) and by two functions only the site server's team
--   action may call (with the service role) for what no table of ours sees: an invitation made
--   with the service key, and a password reset link. Each entry is written in the transaction
--   of the change it records, so a change that is rolled back leaves no entry and a change
--   that commits cannot lack one.
-- * No client role may insert, update or delete entries: no grant, no policy, the service role
--   included. Admins read them (RLS); editors and anonymous callers read nothing.
-- * Entries are kept for private.activity_log_config.retention_days (365 unless changed with
--   SQL: `update private.activity_log_config set retention_days = 730;`). Older ones are
--   deleted whenever an entry is written, and the read policy hides them meanwhile.

create table public.activity_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  kind text not null check (kind in ('team', 'publishing')),
  action text not null check (action in (
    'member_invited', 'member_joined', 'role_changed', 'member_removed', 'reset_link',
    'first_sign_in',
    'page_published', 'page_unpublished', 'page_deleted', 'page_restored', 'revision_restored',
    'settings_saved'
  )),
  -- Who: null when the platform itself made the change (a seed, a script with the service key).
  actor_id uuid,
  actor_email text,
  -- What it was done to: a member's user id or a page's id, and the words that name it then
  -- (the member's e-mail, the page's title, the settings saved).
  target_id text,
  target_label text,
  -- The rest of the story: {"slug"}, {"role", "previous_role"}, {"keys"}, {"emailed"}.
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object')
);
comment on table public.activity_log is
  'Who changed the team or what is published, and when. Written by triggers only; admins read.';
create index activity_log_at on public.activity_log (at desc, id desc);
create index activity_log_actor on public.activity_log (actor_id, at desc);

create table private.activity_log_config (
  only_row boolean primary key default true check (only_row),
  retention_days integer not null default 365 check (retention_days between 30 and 3650)
);
comment on table private.activity_log_config is
  'How long activity entries are kept (days). Change with SQL; one row.';
insert into private.activity_log_config (only_row) values (true);
revoke all on private.activity_log_config from public, anon, authenticated;
grant select on private.activity_log_config to service_role;

create or replace function private.activity_retention()
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select make_interval(days => coalesce(
    (select c.retention_days from private.activity_log_config c where c.only_row), 365))
$$;
revoke all on function private.activity_retention() from public;
grant execute on function private.activity_retention() to authenticated, service_role;

-- Grants and RLS: admins select; nobody writes through the API. ------------------------------
revoke all on public.activity_log from public, anon, authenticated, service_role;
grant select on public.activity_log to authenticated, service_role;
alter table public.activity_log enable row level security;
create policy activity_log_select on public.activity_log for select to authenticated
  using ((select private.is_admin()) and at > now() - (select private.activity_retention()));

-- Appending -----------------------------------------------------------------------------------
create or replace function private.purge_activity_log()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone integer;
begin
  delete from public.activity_log l where l.at <= now() - private.activity_retention();
  get diagnostics gone = row_count;
  return gone;
end;
$$;
revoke all on function private.purge_activity_log() from public;

-- Who is acting: the signed-in caller, or the admin the site server's team action names in
-- this transaction (it works with the service key, which names nobody).
create or replace function private.activity_actor()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select auth.uid()),
    nullif(current_setting('charitykit.activity_actor', true), '')::uuid)
$$;
revoke all on function private.activity_actor() from public;

create or replace function private.user_email(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = uid
$$;
revoke all on function private.user_email(uuid) from public;

create or replace function private.append_activity(
  entry_kind text,
  entry_action text,
  entry_target_id text,
  entry_target_label text,
  entry_detail jsonb default '{}'::jsonb,
  entry_actor uuid default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := coalesce(entry_actor, private.activity_actor());
  made bigint;
begin
  -- No one named and no API role: a migration, the seed or the database owner's own SQL,
  -- which could as well rewrite this table; only changes made through the product count.
  if who is null and coalesce(current_setting('role', true), 'none')
       not in ('anon', 'authenticated', 'service_role') then
    return null;
  end if;
  perform private.purge_activity_log();
  insert into public.activity_log
    (kind, action, actor_id, actor_email, target_id, target_label, detail)
  values (entry_kind, entry_action, who, private.user_email(who), entry_target_id,
    entry_target_label, coalesce(entry_detail, '{}'::jsonb))
  returning id into made;
  return made;
end;
$$;
revoke all on function private.append_activity(text, text, text, text, jsonb, uuid) from public;

-- Team: profiles given, roles changed, access removed ----------------------------------------
create or replace function private.log_team_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := private.activity_actor();
begin
  if tg_op = 'INSERT' then
    perform private.append_activity('team',
      case when who = new.user_id then 'member_joined' else 'member_invited' end,
      new.user_id::text, private.user_email(new.user_id), jsonb_build_object('role', new.role));
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.append_activity('team', 'role_changed', new.user_id::text,
        private.user_email(new.user_id),
        jsonb_build_object('role', new.role, 'previous_role', old.role));
    end if;
  else
    perform private.append_activity('team', 'member_removed', old.user_id::text,
      private.user_email(old.user_id), jsonb_build_object('role', old.role));
  end if;
  return null;
end;
$$;
revoke all on function private.log_team_change() from public;

create trigger admin_users_log_activity after insert or update of role or delete
  on public.admin_users
  for each row execute function private.log_team_change();

-- A member's first sign-in (an accepted invitation, or a first password sign-in). GoTrue
-- writes auth.users as supabase_auth_admin; the function runs as its owner.
create or replace function private.log_first_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.last_sign_in_at is null and new.last_sign_in_at is not null
     and exists (select 1 from public.admin_users a where a.user_id = new.id) then
    perform private.append_activity('team', 'first_sign_in', new.id::text, new.email::text,
      jsonb_build_object('role', private.role_of(new.id)), new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.log_first_sign_in() from public;

create trigger zz_charitykit_log_first_sign_in after update of last_sign_in_at on auth.users
  for each row execute function private.log_first_sign_in();

-- What the team action does with the service key: give someone access (an invitation, or
-- access again after a removal) in one transaction with its entry, naming the admin who asked.
create or replace function public.give_staff_access(
  member uuid,
  full_name text,
  member_role text,
  acting_admin uuid
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  was text := private.role_of(member);
begin
  if private.role_of(acting_admin) is distinct from 'admin' then
    raise exception 'Only admins can manage the team.' using errcode = '42501';
  end if;
  perform set_config('charitykit.activity_actor', acting_admin::text, true);
  insert into public.admin_users (user_id, full_name, role)
  values (member, give_staff_access.full_name, member_role)
  on conflict (user_id) do update
    set full_name = excluded.full_name, role = excluded.role;
  -- Inviting again someone still invited in the same role sends a new link: an entry too.
  if was is not null and was = member_role then
    perform private.append_activity('team', 'member_invited', member::text,
      private.user_email(member), jsonb_build_object('role', member_role, 'again', true),
      acting_admin);
  end if;
  perform set_config('charitykit.activity_actor', '', true);
end;
$$;
comment on function public.give_staff_access(uuid, text, text, uuid) is
  'The team action''s invitation (service role only): the profile and its activity entry.';
revoke all on function public.give_staff_access(uuid, text, text, uuid) from public, anon, authenticated;
grant execute on function public.give_staff_access(uuid, text, text, uuid) to service_role;

-- A password reset link made or e-mailed for a member, by the admin who asked.
create or replace function public.record_reset_link(member uuid, acting_admin uuid, emailed boolean)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.role_of(acting_admin) is distinct from 'admin' then
    raise exception 'Only admins can manage the team.' using errcode = '42501';
  end if;
  if private.role_of(member) is null then
    raise exception 'That person is not a member.' using errcode = 'P0002';
  end if;
  return private.append_activity('team', 'reset_link', member::text, private.user_email(member),
    jsonb_build_object('role', private.role_of(member), 'emailed', coalesce(emailed, false)),
    acting_admin);
end;
$$;
comment on function public.record_reset_link(uuid, uuid, boolean) is
  'The team action''s record of a password reset link (service role only).';
revoke all on function public.record_reset_link(uuid, uuid, boolean) from public, anon, authenticated;
grant execute on function public.record_reset_link(uuid, uuid, boolean) to service_role;

-- Publishing: publish, unpublish, delete, restore, a revision brought back --------------------
create or replace function private.log_page_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  restoring text := nullif(current_setting('charitykit.restoring', true), '');
begin
  if tg_op = 'DELETE' then
    perform private.append_activity('publishing', 'page_deleted', old.id::text, old.title,
      jsonb_build_object('slug', old.slug, 'status', old.status));
    return null;
  end if;
  if tg_op = 'INSERT' then
    if restoring is not null and restoring = new.id::text then
      perform private.append_activity('publishing', 'page_restored', new.id::text, new.title,
        jsonb_build_object('slug', new.slug, 'status', new.status));
    elsif new.status = 'published' then
      perform private.append_activity('publishing', 'page_published', new.id::text, new.title,
        jsonb_build_object('slug', new.slug));
    end if;
    return null;
  end if;
  if new.status = 'published' and old.status <> 'published' then
    perform private.append_activity('publishing', 'page_published', new.id::text, new.title,
      jsonb_build_object('slug', new.slug));
  elsif old.status = 'published' and new.status <> 'published' then
    perform private.append_activity('publishing', 'page_unpublished', new.id::text, new.title,
      jsonb_build_object('slug', new.slug, 'status', new.status));
  end if;
  -- Content put back as one of the page's kept revisions was: a revision restored.
  if new.content is distinct from old.content and exists (
    select 1 from public.page_revisions r where r.page_id = new.id and r.content = new.content
  ) then
    perform private.append_activity('publishing', 'revision_restored', new.id::text, new.title,
      jsonb_build_object('slug', new.slug));
  end if;
  return null;
end;
$$;
revoke all on function private.log_page_change() from public;

-- Named to run after pages_keep_revision, which stores the content being replaced.
create trigger pages_zz_log_activity after insert or update or delete on public.pages
  for each row execute function private.log_page_change();

-- Settings: one entry per save, however many settings it wrote (one request, one transaction).
create or replace function private.log_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_save text := pg_catalog.txid_current()::text;
  entry text := current_setting('charitykit.settings_entry', true);
begin
  if tg_op = 'UPDATE' and new.setting_value is not distinct from old.setting_value then
    return null;
  end if;
  if entry is not null and split_part(entry, ':', 1) = this_save then
    update public.activity_log l
       set detail = jsonb_set(l.detail, '{keys}', (l.detail -> 'keys') || to_jsonb(new.setting_key)),
           target_label = l.target_label || ', ' || new.setting_key
     where l.id = split_part(entry, ':', 2)::bigint
       and not (l.detail -> 'keys') ? new.setting_key;
  else
    perform set_config('charitykit.settings_entry', this_save || ':' ||
      private.append_activity('publishing', 'settings_saved', null, new.setting_key,
        jsonb_build_object('keys', jsonb_build_array(new.setting_key)))::text, true);
  end if;
  return null;
end;
$$;
revoke all on function private.log_settings_change() from public;

create trigger site_settings_log_activity after insert or update on public.site_settings
  for each row execute function private.log_settings_change();
