-- The public `media` bucket (DECISIONS 10, 11): anyone may read files through the public URL;
-- only staff upload, replace, list or remove. 50 MiB cap; only the spec's types (images,
-- videos, PDF, Word). The types are also checked on the file's bytes by the storage server.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media',
  'media',
  true,
  52428800,
  array[
    'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml',
    'video/mp4', 'video/webm', 'video/quicktime', 'video/ogg',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Listing and signing need SELECT; upsert needs SELECT + INSERT + UPDATE; remove needs
-- DELETE + SELECT. Public downloads do not consult these policies (the bucket is public).
create policy media_staff_select on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select private.is_staff()));
create policy media_staff_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select private.is_staff()));
create policy media_staff_update on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select private.is_staff()))
  with check (bucket_id = 'media' and (select private.is_staff()));
create policy media_staff_delete on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select private.is_staff()));
