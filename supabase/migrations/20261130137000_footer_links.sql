-- Issue 37, item 7: the footer's Impact Reports, Careers and Fundraise, which the spec shows as
-- plain text, lead where staff point them in Settings: the setting `footer_links`, a JSON object
-- { "impact_reports": …, "careers": …, "fundraise": … } whose values are null (the spec's plain
-- text) or a target. A target is an https address with a host and no user name, or a path on
-- this site; never a `javascript:`/`data:`/`http:` address, a protocol-relative `//host`, nor
-- anything with a space, a control character or a backslash (browsers read `\` as `/`). The same
-- rule as content's `isFooterLinkTarget`; the public site also drops anything else when it reads
-- the setting, and the Settings form says why before it saves.
--
-- site_settings is a key/value table, so the rule is a check on the rows with this key. No row
-- has the key before this migration, so the constraint is valid at once on any database.

create or replace function private.footer_links_valid(links jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- CASE, not AND: jsonb_each raises on anything but an object, and AND may run either side first.
  select case when jsonb_typeof(links) = 'object' then not exists (
      select 1
        from jsonb_each(links) as e (slot, target)
       where e.slot not in ('impact_reports', 'careers', 'fundraise')
          or not (
            jsonb_typeof(e.target) = 'null'
            or (
              jsonb_typeof(e.target) = 'string'
              and char_length(e.target #>> '{}') <= 2048
              and (e.target #>> '{}') ~ (
                '^(https://[^[:space:][:cntrl:]/?#\\@]+([/?#][^[:space:][:cntrl:]\\]*)?'
                || '|/([^[:space:][:cntrl:]/\\][^[:space:][:cntrl:]\\]*)?)$'
              )
            )
          )
    ) else false end
$$;

comment on function private.footer_links_valid(jsonb) is
  'True for a footer_links setting: an object of impact_reports, careers and fundraise, each null, an https address or a site path.';

-- A check runs with the writer's rights: the roles that may write settings may call it.
revoke all on function private.footer_links_valid(jsonb) from public;
grant execute on function private.footer_links_valid(jsonb) to authenticated, service_role;

alter table public.site_settings
  add constraint site_settings_footer_links_check
  check (setting_key <> 'footer_links' or private.footer_links_valid(setting_value));
