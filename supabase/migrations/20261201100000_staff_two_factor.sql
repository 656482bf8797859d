-- Issue 38, item 6: staff two-factor sign-in. One row of staff security rules, read and changed
-- by admins only (the public never needs it, unlike site_settings, which anyone reads): whether
-- admins must sign in with a second factor (TOTP, set up on Your profile).
--
-- Where it matters, the database holds the rule too, not only the back-office's screens:
-- requiring it, and changing the rule while it is on, take a session that has passed its second
-- factor (auth.jwt()->>'aal' = 'aal2'). So an admin cannot lock the others out without using it
-- themselves, and a stolen admin password alone (aal1) cannot switch the requirement off.

create table public.staff_security (
  -- Exactly one row: the key can only be true.
  id boolean primary key default true constraint staff_security_one_row check (id),
  require_admin_mfa boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

comment on table public.staff_security is
  'Staff sign-in rules (one row): require_admin_mfa sends admins without a second factor to set one up.';

insert into public.staff_security (id) values (true);

-- The session's assurance level as GoTrue writes it in the access token.
create or replace function private.session_aal2()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
$$;

revoke all on function private.session_aal2() from public;
grant execute on function private.session_aal2() to authenticated, service_role;

-- Who changed the rule and when: the server's, whatever the client sends.
create or replace function private.staff_security_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := (select auth.uid());
  new.updated_at := now();
  return new;
end;
$$;

create trigger staff_security_stamp before update on public.staff_security
  for each row execute function private.staff_security_stamp();

revoke all on public.staff_security from anon, authenticated;
grant select on public.staff_security to authenticated;
grant update (require_admin_mfa) on public.staff_security to authenticated;
grant all on public.staff_security to service_role;

alter table public.staff_security enable row level security;

create policy staff_security_select on public.staff_security for select to authenticated
  using ((select private.is_admin()));
-- Changing the rule while it is on, or turning it on, needs a session past its second factor.
create policy staff_security_update on public.staff_security for update to authenticated
  using ((select private.is_admin()) and (not require_admin_mfa or (select private.session_aal2())))
  with check (
    (select private.is_admin()) and (not require_admin_mfa or (select private.session_aal2()))
  );
