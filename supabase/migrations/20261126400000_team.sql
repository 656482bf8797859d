-- Team accounts (issue 26): removal sticks, the last admin stays, and admins list the team.
--
-- Who may do what on admin_users is still 20261122000200_rls.sql: only admins change a role or
-- delete a profile; a user edits their own name but not their role. This file adds:
--   * a removed-staff list: deleting a profile records its user, and that user may no longer
--     set up a profile for themselves (the spec's automatic self-setup). Only the platform
--     (the service role, used by the site's invite action) gives a removed person a profile
--     again, which also clears the mark;
--   * the last admin cannot be demoted or removed, whoever asks (service role included);
--   * public.team_members(): name, e-mail, role, last sign-in and invitation state of every
--     member, for admins only (e-mail and sign-in times live in auth.users, which no client
--     role reads).

create table private.removed_staff (
  -- No foreign key: the mark is written while a cascade from auth.users may be deleting the
  -- user, and a mark naming a deleted user is harmless.
  user_id uuid primary key,
  removed_at timestamptz not null default now(),
  removed_by uuid
);
comment on table private.removed_staff is
  'Users whose staff profile was deleted: they cannot create one for themselves again.';
revoke all on private.removed_staff from public, anon, authenticated;
grant select, insert, update, delete on private.removed_staff to service_role;

create or replace function private.is_removed(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.removed_staff r where r.user_id = uid)
$$;
revoke all on function private.is_removed(uuid) from public;
grant execute on function private.is_removed(uuid) to authenticated, service_role;

create or replace function private.mark_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.removed_staff (user_id, removed_by)
  values (old.user_id, (select auth.uid()))
  on conflict (user_id) do update
    set removed_at = excluded.removed_at, removed_by = excluded.removed_by;
  return old;
end;
$$;

-- A profile given by the platform (an invitation, create-user) reinstates a removed person.
-- Client roles can only reach this insert through the self-setup policy, which refuses them.
create or replace function private.clear_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.removed_staff r where r.user_id = new.user_id;
  return new;
end;
$$;

create or replace function private.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Lock every admin row so two admins demoting each other at once are serialised: the
  -- second one then sees the first's change and is refused.
  perform 1 from public.admin_users a where a.role = 'admin' for update;
  if not exists (
    select 1 from public.admin_users a where a.role = 'admin' and a.id <> old.id
  ) then
    raise exception 'The last admin cannot be demoted or removed'
      using errcode = 'P0001', hint = 'Make another member an admin first.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.mark_removed() from public;
revoke all on function private.clear_removed() from public;
revoke all on function private.keep_last_admin() from public;

create trigger admin_users_keep_last_admin before update of role or delete on public.admin_users
  for each row execute function private.keep_last_admin();
create trigger admin_users_mark_removed after delete on public.admin_users
  for each row execute function private.mark_removed();
create trigger admin_users_clear_removed after insert on public.admin_users
  for each row execute function private.clear_removed();

-- Self-setup: your own profile, as an editor, unless your access was removed.
drop policy admin_users_insert on public.admin_users;
create policy admin_users_insert on public.admin_users for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and role = 'editor'
    and not (select private.is_removed((select auth.uid())))
  );

-- The Team screen's list. SECURITY DEFINER to read auth.users; refuses anyone but an admin.
create or replace function public.team_members()
returns table (
  user_id uuid,
  full_name text,
  email text,
  role text,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  pending boolean,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can see the team' using errcode = '42501';
  end if;
  return query
    select a.user_id, a.full_name, u.email::text, a.role, u.last_sign_in_at, u.invited_at,
           (u.email_confirmed_at is null), a.created_at
      from public.admin_users a
      join auth.users u on u.id = a.user_id
     order by lower(a.full_name), u.email;
end;
$$;
comment on function public.team_members() is
  'Every staff member with e-mail, role, last sign-in and invitation state; admins only.';
revoke all on function public.team_members() from public, anon;
grant execute on function public.team_members() to authenticated, service_role;
