-- Submissions (issue 24): what visitors send through the contact and volunteer forms, stored
-- for staff. Anonymous callers may insert and nothing else (not even read back their own row);
-- the database enforces the forms' rules itself, so a caller who skips the browser is refused
-- with 400 (23514) and nothing is stored. The server owns id, created_at and status; a flood
-- from one address is answered 429; a filled honeypot (`website`) is dropped without a word;
-- submissions older than the retention setting are deleted on each new submission and each
-- time staff open the inbox (private.purge_expired_submissions).

-- contact_messages ------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  status text not null default 'new' check (status in ('new', 'read', 'handled')),
  name text not null
    check (char_length(name) between 2 and 50 and name !~ '[<>]'),
  email text not null
    check (char_length(email) <= 100 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  subject text not null
    check (char_length(subject) between 5 and 100 and subject !~ '[<>]'),
  message text not null
    check (char_length(message) between 10 and 1000 and message !~ '[<>]'),
  -- The notice the visitor read under the form when sending, word for word.
  consent_text text not null check (char_length(consent_text) between 1 and 1000),
  -- Honeypot: hidden from people, filled by bots. Always stored empty (the trigger).
  website text check (website is null)
);
comment on table public.contact_messages is
  'Contact form messages. Anonymous callers insert only; staff read, mark and delete.';
create index contact_messages_created_at on public.contact_messages (created_at desc);
create index contact_messages_email on public.contact_messages (lower(email));

-- volunteer_applications ------------------------------------------------------------------------
create table public.volunteer_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  status text not null default 'new' check (status in ('new', 'read', 'handled')),
  first_name text not null
    check (char_length(btrim(first_name)) between 1 and 1000 and first_name !~ '[<>]'),
  last_name text not null
    check (char_length(btrim(last_name)) between 1 and 1000 and last_name !~ '[<>]'),
  email text not null
    check (char_length(email) <= 1000 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text not null
    check (char_length(btrim(phone)) between 1 and 1000 and phone !~ '[<>]'),
  address text not null default ''
    check (char_length(address) <= 1000 and address !~ '[<>]'),
  city text not null default '' check (char_length(city) <= 1000 and city !~ '[<>]'),
  country text not null default '' check (char_length(country) <= 1000 and country !~ '[<>]'),
  date_of_birth date check (date_of_birth between date '1900-01-01' and date '2100-01-01'),
  occupation text not null default ''
    check (char_length(occupation) <= 1000 and occupation !~ '[<>]'),
  skills text[] not null check (
    cardinality(skills) between 1 and 15
    and array_position(skills, null) is null
    and skills <@ array[
      'Teaching/Education', 'Healthcare/Medical', 'Engineering/Technical',
      'Marketing/Communications', 'Finance/Accounting', 'Project Management',
      'Translation/Languages', 'Photography/Videography', 'Social Media', 'Fundraising',
      'Event Planning', 'Construction/Manual Labor', 'IT/Web Development', 'Legal/Law',
      'Counseling/Psychology'
    ]::text[]
  ),
  interests text[] not null check (
    cardinality(interests) between 1 and 12
    and array_position(interests, null) is null
    and interests <@ array[
      'Food Security', 'Healthcare', 'Education', 'Emergency Relief', 'Water & Sanitation',
      'Women Empowerment', 'Orphan Care', 'Environmental Protection', 'Community Development',
      'Refugee Support', 'Elderly Care', 'Disability Support'
    ]::text[]
  ),
  availability text
    check (availability in ('weekends', 'weekdays', 'flexible', 'fulltime', 'occasional')),
  experience text not null default ''
    check (char_length(experience) <= 1000 and experience !~ '[<>]'),
  motivation text not null default ''
    check (char_length(motivation) <= 1000 and motivation !~ '[<>]'),
  -- "references" is an SQL keyword; the form's references field.
  referees text not null default '' check (char_length(referees) <= 1000 and referees !~ '[<>]'),
  emergency_contact text not null default ''
    check (char_length(emergency_contact) <= 1000 and emergency_contact !~ '[<>]'),
  emergency_phone text not null default ''
    check (char_length(emergency_phone) <= 1000 and emergency_phone !~ '[<>]'),
  agree_terms boolean not null check (agree_terms),
  agree_background boolean not null check (agree_background),
  consent_text text not null check (char_length(consent_text) between 1 and 1000),
  website text check (website is null)
);
comment on table public.volunteer_applications is
  'Volunteer applications. Anonymous callers insert only; staff read, mark and delete.';
create index volunteer_applications_created_at on public.volunteer_applications (created_at desc);
create index volunteer_applications_email on public.volunteer_applications (lower(email));

-- The flood limit: one row per accepted submission, keyed by a hash of the sender's address
-- (never the address itself), kept for an hour.
create table private.submission_attempts (
  address_hash text not null,
  at timestamptz not null default now()
);
create index submission_attempts_by_address on private.submission_attempts (address_hash, at);
revoke all on private.submission_attempts from public, anon, authenticated;

-- How many submissions one address may send in SUBMISSION_WINDOW (both forms together).
create or replace function private.submission_limit()
returns integer language sql immutable set search_path = '' as $$ select 10 $$;

-- The retention setting in months (site_settings.submission_retention_months), 24 by default;
-- anything that is not a whole number from 1 to 120 counts as the default.
create or replace function private.retention_months()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case
              when jsonb_typeof(s.setting_value) = 'number'
               and (s.setting_value #>> '{}') ~ '^[0-9]{1,3}$'
               and (s.setting_value #>> '{}')::integer between 1 and 120
              then (s.setting_value #>> '{}')::integer
            end
       from public.site_settings s
      where s.setting_key = 'submission_retention_months'),
    24)
$$;

-- Deletes every submission older than the retention period; returns how many went.
create or replace function private.purge_expired_submissions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - make_interval(months => private.retention_months());
  contacts integer;
  volunteers integer;
begin
  delete from public.contact_messages where created_at < cutoff;
  get diagnostics contacts = row_count;
  delete from public.volunteer_applications where created_at < cutoff;
  get diagnostics volunteers = row_count;
  return contacts + volunteers;
end;
$$;

-- Before each insert or update by a client: the server's columns, the honeypot, the flood
-- limit and the retention purge. The service role (seeds, scripts, the platform) is trusted.
create or replace function private.submission_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  headers jsonb;
  address text;
  hashed text;
  recent integer;
  oldest timestamptz;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    -- Staff change the status only (the column grant says so too).
    new.id := old.id;
    new.created_at := old.created_at;
    return new;
  end if;
  if coalesce(new.website, '') <> '' then
    return null; -- a bot filled the hidden field: answer as if stored, store nothing
  end if;
  new.website := null;
  new.id := gen_random_uuid();
  new.created_at := now();
  new.status := 'new';

  -- The sender's address as PostgREST publishes the request headers (behind the platform's
  -- proxies, the first X-Forwarded-For entry is the client).
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    headers := null;
  end;
  address := btrim(split_part(coalesce(headers ->> 'x-forwarded-for', 'unknown'), ',', 1));
  hashed := md5('charitykit-submission:' || address);
  delete from private.submission_attempts where at < now() - interval '1 hour';
  select count(*), min(at) into recent, oldest
    from private.submission_attempts
   where address_hash = hashed and at > now() - interval '10 minutes';
  if recent >= private.submission_limit() then
    raise sqlstate 'PGRST' using
      message = '{"code":"P0429","message":"Too many submissions from this address. Please try again later.","details":null,"hint":null}',
      detail = format('{"status":429,"headers":{"Retry-After":"%s"}}',
        greatest(1, ceil(extract(epoch from (oldest + interval '10 minutes' - now()))))::integer);
  end if;
  insert into private.submission_attempts (address_hash) values (hashed);

  perform private.purge_expired_submissions();
  return new;
end;
$$;
revoke all on function private.submission_guard() from public;
revoke all on function private.purge_expired_submissions() from public;
revoke all on function private.retention_months() from public;

create trigger contact_messages_guard before insert or update on public.contact_messages
  for each row execute function private.submission_guard();
create trigger volunteer_applications_guard before insert or update on public.volunteer_applications
  for each row execute function private.submission_guard();

-- Grants and policies: anon inserts (no select, so supabase-js inserts without .select(), i.e.
-- Prefer: return=minimal); staff read, change the status and delete.
revoke all on public.contact_messages, public.volunteer_applications from anon, authenticated;
grant insert on public.contact_messages, public.volunteer_applications to anon, authenticated;
grant select, delete on public.contact_messages, public.volunteer_applications to authenticated;
grant update (status) on public.contact_messages, public.volunteer_applications to authenticated;
grant all on public.contact_messages, public.volunteer_applications to service_role;
alter table public.contact_messages enable row level security;
alter table public.volunteer_applications enable row level security;

create policy contact_messages_insert on public.contact_messages for insert to anon, authenticated
  with check (true);
create policy contact_messages_select on public.contact_messages for select to authenticated
  using ((select private.is_staff()));
create policy contact_messages_update on public.contact_messages for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy contact_messages_delete on public.contact_messages for delete to authenticated
  using ((select private.is_staff()));

create policy volunteer_applications_insert on public.volunteer_applications
  for insert to anon, authenticated with check (true);
create policy volunteer_applications_select on public.volunteer_applications
  for select to authenticated using ((select private.is_staff()));
create policy volunteer_applications_update on public.volunteer_applications
  for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy volunteer_applications_delete on public.volunteer_applications
  for delete to authenticated using ((select private.is_staff()));

-- Staff calls ----------------------------------------------------------------------------------
-- Opening the inbox purges what is past retention (so nothing expired is ever shown).
create or replace function public.purge_expired_submissions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'only staff may purge submissions' using errcode = '42501';
  end if;
  return private.purge_expired_submissions();
end;
$$;

-- A data-protection erasure request: every submission sent from this e-mail address (any
-- letter case), from both tables. Returns how many went from each.
create or replace function public.erase_submissions_by_email(target_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  contacts integer;
  volunteers integer;
  wanted text := lower(btrim(coalesce(target_email, '')));
begin
  if not (select private.is_staff()) then
    raise exception 'only staff may erase submissions' using errcode = '42501';
  end if;
  if wanted = '' then
    raise exception 'an e-mail address is required' using errcode = '22023';
  end if;
  delete from public.contact_messages where lower(btrim(email)) = wanted;
  get diagnostics contacts = row_count;
  delete from public.volunteer_applications where lower(btrim(email)) = wanted;
  get diagnostics volunteers = row_count;
  return jsonb_build_object('contact_messages', contacts, 'volunteer_applications', volunteers);
end;
$$;

revoke all on function public.purge_expired_submissions() from public, anon;
revoke all on function public.erase_submissions_by_email(text) from public, anon;
grant execute on function public.purge_expired_submissions() to authenticated, service_role;
grant execute on function public.erase_submissions_by_email(text) to authenticated, service_role;
