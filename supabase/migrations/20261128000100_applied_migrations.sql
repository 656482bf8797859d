-- Which migrations this database has applied, for `npm run doctor`, which compares them with the
-- repository's over HTTP. The Supabase CLI keeps them in supabase_migrations.schema_migrations,
-- which the Data API does not expose; this reads it as its owner (postgres, who ran the push)
-- and answers the service role only.
create or replace function public.applied_migrations()
returns table (version text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    return;
  end if;
  return query execute
    'select m.version::text from supabase_migrations.schema_migrations m order by m.version';
end
$$;

comment on function public.applied_migrations() is
  'The versions of the migrations applied to this database (service role only).';
revoke all on function public.applied_migrations() from public, anon, authenticated;
grant execute on function public.applied_migrations() to service_role;
