-- Row Level Security: the database is the only authority on who may do what (DECISIONS 10).
-- One policy per table per operation. `(select auth.uid())` and `(select private.is_staff())`
-- are wrapped in a sub-select so the planner evaluates them once per statement, not per row.

-- Role look-ups are SECURITY DEFINER so that policies on admin_users can consult admin_users
-- without recursing into their own policies. search_path is pinned to '' so that nothing a
-- caller puts on their path can shadow the objects these functions use.
create or replace function private.role_of(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users a where a.user_id = uid
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.role_of((select auth.uid())) = 'admin', false)
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.role_of((select auth.uid())) in ('admin', 'editor'), false)
$$;

revoke all on function private.role_of(uuid) from public;
revoke all on function private.is_admin() from public;
revoke all on function private.is_staff() from public;
revoke all on function private.touch_updated_at() from public;
revoke all on function private.stamp_actor() from public;
grant execute on function private.role_of(uuid) to anon, authenticated, service_role;
grant execute on function private.is_admin() to anon, authenticated, service_role;
grant execute on function private.is_staff() to anon, authenticated, service_role;

-- Grants: Supabase grants everything in public to anon and authenticated by default. Take it
-- all back and grant only what some policy can use, so a missing policy fails closed twice.
revoke all on public.admin_users, public.pages, public.media_library, public.site_settings
  from anon, authenticated;
grant select on public.pages, public.site_settings to anon;
grant select, insert, update, delete
  on public.admin_users, public.pages, public.media_library, public.site_settings
  to authenticated;
grant all on public.admin_users, public.pages, public.media_library, public.site_settings
  to service_role;

alter table public.admin_users enable row level security;
alter table public.pages enable row level security;
alter table public.media_library enable row level security;
alter table public.site_settings enable row level security;

-- admin_users -------------------------------------------------------------------------------
-- A user reads their own row; admins read all.
create policy admin_users_select on public.admin_users for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
-- Self-setup: a signed-in user may create only their own profile, and only as an editor.
create policy admin_users_insert on public.admin_users for insert to authenticated
  with check (user_id = (select auth.uid()) and role = 'editor');
-- Admins change anything. A user may edit their own row but not its role: the WITH CHECK
-- compares the new role with the stored one (role_of reads the pre-update snapshot).
create policy admin_users_update on public.admin_users for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (
    (select private.is_admin())
    or (user_id = (select auth.uid()) and role = private.role_of((select auth.uid())))
  );
create policy admin_users_delete on public.admin_users for delete to authenticated
  using ((select private.is_admin()));

-- pages -------------------------------------------------------------------------------------
create policy pages_select on public.pages for select to anon, authenticated
  using (status = 'published' or (select private.is_staff()));
create policy pages_insert on public.pages for insert to authenticated
  with check ((select private.is_staff()));
create policy pages_update on public.pages for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy pages_delete on public.pages for delete to authenticated
  using ((select private.is_staff()));

-- media_library -----------------------------------------------------------------------------
create policy media_library_select on public.media_library for select to authenticated
  using ((select private.is_staff()));
create policy media_library_insert on public.media_library for insert to authenticated
  with check ((select private.is_staff()));
create policy media_library_update on public.media_library for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy media_library_delete on public.media_library for delete to authenticated
  using ((select private.is_staff()));

-- site_settings -----------------------------------------------------------------------------
create policy site_settings_select on public.site_settings for select to anon, authenticated
  using (true);
create policy site_settings_insert on public.site_settings for insert to authenticated
  with check ((select private.is_admin()));
create policy site_settings_update on public.site_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy site_settings_delete on public.site_settings for delete to authenticated
  using ((select private.is_admin()));
