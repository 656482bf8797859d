-- Issue 38, item 6: two-factor sign-in held by the database, not only by the back-office's
-- screens. A staff member who has set up a second factor is staff only in a session that has
-- passed it (aal2); while the rule requires it of admins, an admin without a factor is not an
-- admin until they set one up. Every policy asks is_staff() / is_admin(), so a stolen password
-- alone (an aal1 session, straight to the REST or Storage API) reads and changes nothing private.
--
-- The staff member still reads their own profile row (the back-office needs their name and role
-- to send them to the code or the setup), and admins still read the rule itself, so the
-- back-office can say why it asks; both through role_of(), which these rules do not change.

-- True when the session has done what two-factor sign-in asks of this user.
create or replace function private.second_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
    or (
      not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
      and not (
        private.role_of((select auth.uid())) = 'admin'
        and coalesce((select s.require_admin_mfa from public.staff_security s), false)
      )
    )
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.role_of((select auth.uid())) = 'admin', false)
    and private.second_factor_satisfied()
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.role_of((select auth.uid())) in ('admin', 'editor'), false)
    and private.second_factor_satisfied()
$$;

revoke all on function private.second_factor_satisfied() from public;
grant execute on function private.second_factor_satisfied() to anon, authenticated, service_role;

-- Admins read the rule whatever their session: it is what tells them to set up a factor.
drop policy staff_security_select on public.staff_security;
create policy staff_security_select on public.staff_security for select to authenticated
  using (coalesce(private.role_of((select auth.uid())) = 'admin', false));
