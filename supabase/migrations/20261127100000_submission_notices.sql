-- Issue 24, item 5: the new-submission notice by e-mail. The site server, when SMTP is set up,
-- mails the charity about submissions not yet notified and then stamps them; a failed send
-- leaves the stamp empty, so the next round tries again and the submission itself is never at
-- risk. Only the service role (the site server) stamps: visitors cannot set the column on
-- insert and staff cannot change it (their update grant is the status column only).

alter table public.contact_messages add column notified_at timestamptz;
alter table public.volunteer_applications add column notified_at timestamptz;

comment on column public.contact_messages.notified_at is
  'When the charity was e-mailed about this message (null: not yet, or no SMTP).';
comment on column public.volunteer_applications.notified_at is
  'When the charity was e-mailed about this application (null: not yet, or no SMTP).';

create index contact_messages_not_notified on public.contact_messages (created_at)
  where notified_at is null;
create index volunteer_applications_not_notified on public.volunteer_applications (created_at)
  where notified_at is null;

create or replace function private.submission_notice_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.notified_at := null;
  else
    new.notified_at := old.notified_at;
  end if;
  return new;
end;
$$;
revoke all on function private.submission_notice_guard() from public;

create trigger contact_messages_notice_guard before insert or update on public.contact_messages
  for each row execute function private.submission_notice_guard();
create trigger volunteer_applications_notice_guard before insert or update on public.volunteer_applications
  for each row execute function private.submission_notice_guard();

-- The flood limit, 30 accepted submissions per address per 10 minutes (was 10): a volunteer
-- drive on one office or event network sends more than 10 honest applications in 10 minutes,
-- and 30 still stops a flood long before it fills the inbox.
create or replace function private.submission_limit()
returns integer language sql immutable set search_path = '' as $$ select 30 $$;
