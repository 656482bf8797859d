-- The mailing list (issue 37): double opt-in sign-up, one-click leaving, and staff's view.
--
-- * public.subscribers: one row per address (any letter case). Anonymous callers cannot read,
--   list, insert or change it, not even their own row; staff read it (without the tokens) and
--   delete rows (a removal for good); only the platform writes it, through the functions below.
-- * public.subscriber_tokens: the links' tokens, stored as SHA-256 hashes only. Confirmation
--   tokens are single use and expire after 7 days; unsubscribe tokens live as long as the row.
--   No client role reads or writes the table (RLS on, no policy).
-- * public.subscribe(): the sign-up, called by the site server with the service role (it mails
--   the link, so it alone may see the token). The same address again never reveals whether it
--   is on the list: the same answer, and a fresh confirmation only while it is still pending.
-- * public.confirm_subscription() / public.unsubscribe(): anyone holding a token.
-- * Pending sign-ups are deleted 30 days after they were made (on each sign-up, and when staff
--   open the list).
-- * public.erase_submissions_by_email() (issue 24's erasure) now also erases the subscriber.

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (char_length(email) <= 254 and email ~ '^[^[:space:]@<>]+@[^[:space:]@<>]+\.[^[:space:]@<>]+$'),
  first_name text not null default ''
    check (char_length(first_name) <= 50 and first_name !~ '[<>]'),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- The consent record: the wording shown beside the form, word for word, the page it was on,
  -- when the sign-up was made and when the address confirmed it.
  consent_text text not null check (char_length(consent_text) between 1 and 1000),
  consent_page text not null check (consent_page ~ '^/[^[:space:]]{0,199}$'),
  signed_up_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- When the last confirmation e-mail was asked for (a repeat within a minute sends none).
  confirmation_sent_at timestamptz
);
comment on table public.subscribers is
  'Mailing-list subscribers. Only the platform writes; staff read and remove; anonymous callers nothing.';
create unique index subscribers_email on public.subscribers (lower(email));
create index subscribers_status on public.subscribers (status, signed_up_at desc);

create table public.subscriber_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  -- null: never (an unsubscribe link keeps working as long as the subscriber exists)
  expires_at timestamptz
);
comment on table public.subscriber_tokens is
  'Hashes of the confirmation and unsubscribe links'' tokens. Server-owned: no client role reads it.';
create index subscriber_tokens_subscriber on public.subscriber_tokens (subscriber_id, purpose);

-- Sign-ups accepted per visitor address (hashed, never the address itself), kept for an hour.
create table private.subscribe_attempts (
  address_hash text not null,
  at timestamptz not null default now()
);
create index subscribe_attempts_by_address on private.subscribe_attempts (address_hash, at);
revoke all on private.subscribe_attempts from public, anon, authenticated;

-- Grants and policies ------------------------------------------------------------------------
revoke all on public.subscribers, public.subscriber_tokens from anon, authenticated;
grant select (id, email, first_name, status, consent_text, consent_page, signed_up_at,
  confirmed_at, unsubscribed_at) on public.subscribers to authenticated;
grant delete on public.subscribers to authenticated;
grant all on public.subscribers, public.subscriber_tokens to service_role;
alter table public.subscribers enable row level security;
alter table public.subscriber_tokens enable row level security;

create policy subscribers_select on public.subscribers for select to authenticated
  using ((select private.is_staff()));
create policy subscribers_delete on public.subscribers for delete to authenticated
  using ((select private.is_staff()));
-- subscriber_tokens: no policy for any client role; the service role bypasses RLS.

-- Helpers -------------------------------------------------------------------------------------
create or replace function private.token_hash(token text)
returns text language sql immutable set search_path = '' as $$
  select encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(token, ''), 'UTF8')), 'hex')
$$;

-- 244 random bits from two version-4 UUIDs (gen_random_uuid is core; pgcrypto is not assumed).
create or replace function private.new_token()
returns text language sql volatile set search_path = '' as $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
$$;

create or replace function private.purge_pending_subscribers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone integer;
begin
  delete from public.subscribers
   where status = 'pending' and signed_up_at < now() - interval '30 days';
  get diagnostics gone = row_count;
  return gone;
end;
$$;
revoke all on function private.token_hash(text) from public;
revoke all on function private.new_token() from public;
revoke all on function private.purge_pending_subscribers() from public;

-- The sign-up ---------------------------------------------------------------------------------
-- Returns {"mail": false} when nothing is to be sent (already confirmed, or a confirmation
-- went out less than a minute ago), else {"mail": true, "confirm_token", "unsubscribe_token",
-- "first_name"}: the caller mails the links, and only it ever sees the tokens.
create or replace function public.subscribe(
  email text,
  first_name text,
  consent_text text,
  consent_page text,
  client_address text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := btrim(coalesce(email, ''));
  given text := btrim(coalesce(first_name, ''));
  hashed text := md5('charitykit-subscribe:' || coalesce(nullif(btrim(client_address), ''), 'unknown'));
  recent integer;
  oldest timestamptz;
  sub public.subscribers;
  confirm text := private.new_token();
  leave text := private.new_token();
begin
  if wanted = '' or char_length(wanted) > 254
     or wanted !~ '^[^[:space:]@<>]+@[^[:space:]@<>]+\.[^[:space:]@<>]+$' then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if char_length(given) > 50 or given ~ '[<>]' then
    raise exception 'First name must be 50 characters or fewer, without < or >' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(consent_text, ''))) not between 1 and 1000 then
    raise exception 'the consent wording is required' using errcode = '22023';
  end if;
  if coalesce(consent_page, '') !~ '^/[^[:space:]]{0,199}$' then
    raise exception 'the page must be a site path' using errcode = '22023';
  end if;

  delete from private.subscribe_attempts where at < now() - interval '1 hour';
  select count(*), min(at) into recent, oldest
    from private.subscribe_attempts
   where address_hash = hashed and at > now() - interval '10 minutes';
  if recent >= 10 then
    raise sqlstate 'PGRST' using
      message = '{"code":"P0429","message":"Too many sign-ups from this address. Please try again later.","details":null,"hint":null}',
      detail = format('{"status":429,"headers":{"Retry-After":"%s"}}',
        greatest(1, ceil(extract(epoch from (oldest + interval '10 minutes' - now()))))::integer);
  end if;
  insert into private.subscribe_attempts (address_hash) values (hashed);
  perform private.purge_pending_subscribers();

  select * into sub from public.subscribers s where lower(s.email) = lower(wanted) for update;
  if found and sub.status = 'confirmed' then
    return jsonb_build_object('mail', false);
  end if;
  if found and sub.status = 'pending' and sub.confirmation_sent_at > now() - interval '1 minute' then
    return jsonb_build_object('mail', false);
  end if;

  if found then
    -- Still pending, or left and joining again: a new sign-up with this consent.
    update public.subscribers s
       set email = wanted, first_name = given, status = 'pending',
           consent_text = subscribe.consent_text, consent_page = subscribe.consent_page,
           signed_up_at = now(), confirmed_at = null, unsubscribed_at = null,
           confirmation_sent_at = now()
     where s.id = sub.id
     returning * into sub;
    delete from public.subscriber_tokens t where t.subscriber_id = sub.id and t.purpose = 'confirm';
  else
    insert into public.subscribers
      (email, first_name, consent_text, consent_page, confirmation_sent_at)
    values (wanted, given, subscribe.consent_text, subscribe.consent_page, now())
    returning * into sub;
  end if;

  insert into public.subscriber_tokens (token_hash, subscriber_id, purpose, expires_at)
  values (private.token_hash(confirm), sub.id, 'confirm', now() + interval '7 days'),
         (private.token_hash(leave), sub.id, 'unsubscribe', null);
  return jsonb_build_object(
    'mail', true, 'confirm_token', confirm, 'unsubscribe_token', leave,
    'first_name', sub.first_name, 'email', sub.email);
end;
$$;
revoke all on function public.subscribe(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.subscribe(text, text, text, text, text) to service_role;

-- Confirming: the token is used up; an unknown, used or expired one is refused (400).
create or replace function public.confirm_subscription(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  delete from public.subscriber_tokens t
   where t.token_hash = private.token_hash(token)
     and t.purpose = 'confirm'
     and t.expires_at > now()
  returning t.subscriber_id into found_id;
  if found_id is null then
    raise exception 'This confirmation link has expired or has already been used.'
      using errcode = '22023';
  end if;
  update public.subscribers s
     set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
   where s.id = found_id and s.status = 'pending';
  return jsonb_build_object('confirmed', true);
end;
$$;

-- Leaving: at once, and again harmlessly; an unknown token is refused (400).
create or replace function public.unsubscribe(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  select t.subscriber_id into found_id
    from public.subscriber_tokens t
   where t.token_hash = private.token_hash(token) and t.purpose = 'unsubscribe';
  if found_id is null then
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  update public.subscribers s
     set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, now())
   where s.id = found_id and s.status <> 'unsubscribed';
  -- A pending confirmation must not bring them back.
  delete from public.subscriber_tokens t where t.subscriber_id = found_id and t.purpose = 'confirm';
  return jsonb_build_object('unsubscribed', true);
end;
$$;
revoke all on function public.confirm_subscription(text) from public;
revoke all on function public.unsubscribe(text) from public;
grant execute on function public.confirm_subscription(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;

-- Staff opening the list purge what is past 30 days pending (nothing expired is ever shown).
create or replace function public.purge_pending_subscribers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) is distinct from 'service_role'
     and not (select private.is_staff()) then
    raise exception 'only staff may purge subscribers' using errcode = '42501';
  end if;
  return private.purge_pending_subscribers();
end;
$$;
revoke all on function public.purge_pending_subscribers() from public, anon;
grant execute on function public.purge_pending_subscribers() to authenticated, service_role;

-- Erasure (issue 24's "Erase personal data") now takes the subscriber too.
create or replace function public.erase_submissions_by_email(target_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  contacts integer;
  volunteers integer;
  subs integer;
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
  delete from public.subscribers where lower(btrim(email)) = wanted;
  get diagnostics subs = row_count;
  return jsonb_build_object('contact_messages', contacts, 'volunteer_applications', volunteers,
    'subscribers', subs);
end;
$$;
revoke all on function public.erase_submissions_by_email(text) from public, anon;
grant execute on function public.erase_submissions_by_email(text) to authenticated, service_role;

-- The sign-up page (/subscribe) and the unsubscribe links (/unsubscribe/...) are routes of the
-- site, so no builder page may take those slugs (decision 5; RESERVED_SLUGS in content). Not
-- validated against existing rows: a page that already has one keeps working until renamed.
alter table public.pages drop constraint pages_slug_not_reserved;
alter table public.pages
  add constraint pages_slug_not_reserved check (
    slug not in (
      'about',
      'admin',
      'api',
      'assets',
      'contact',
      'gaza-emergency',
      'privacy-policy',
      'programs',
      'rohingya-crisis',
      'subscribe',
      'terms-conditions',
      'unsubscribe',
      'volunteer'
    )
  ) not valid;
