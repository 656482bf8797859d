-- Server-owned columns (issue 15): clients (anon, authenticated) cannot choose a row's id or
-- timestamps, and a media_library row can only name a file storage actually recorded in the
-- media bucket, with the type storage sniffed. The service role (the platform, seeds,
-- migrations) is trusted and untouched. Also: staff may read storage.buckets (listBuckets).

create or replace function private.server_owned_columns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := current_setting('role', true);
  recorded text;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.id := gen_random_uuid();
    new.created_at := now();
  else
    new.id := old.id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  -- Non-staff writes are left to RLS, so they are refused as 42501, not as a bad path.
  if tg_table_name = 'media_library' and (select private.is_staff()) then
    if tg_op = 'UPDATE' then
      new.file_path := old.file_path;
      new.mime_type := old.mime_type;
    else
      select o.metadata ->> 'mimetype' into recorded
        from storage.objects o
       where o.bucket_id = 'media' and o.name = new.file_path;
      if recorded is null then
        raise exception 'file_path must name a file stored in the media bucket'
          using errcode = '23514';
      end if;
      new.mime_type := recorded;
    end if;
  end if;
  return new;
end;
$$;

create trigger admin_users_server_owned before insert or update on public.admin_users
  for each row execute function private.server_owned_columns();
create trigger pages_server_owned before insert or update on public.pages
  for each row execute function private.server_owned_columns();
create trigger media_library_server_owned before insert or update on public.media_library
  for each row execute function private.server_owned_columns();
create trigger site_settings_server_owned before insert or update on public.site_settings
  for each row execute function private.server_owned_columns();

grant select on storage.buckets to authenticated;
-- This file once enabled row level security on storage.buckets here. Only the table's owner,
-- supabase_storage_admin, may do that: hosted Supabase refused the statement (42501 "must be
-- owner of table buckets"), so it never ran there, and storage's own migrations have enabled
-- RLS on buckets all along (and local-supabase's platform does too). Removed, so `db push`
-- goes through; on a database where it ran, its effect stays.
create policy buckets_staff_select on storage.buckets for select to authenticated
  using ((select private.is_staff()));
