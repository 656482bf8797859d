-- Schema for bench/embed-bench.ts: 1,000 parents, 5 children each, 5 grandchildren per child.
create table public.parents (id int primary key, name text not null, note text);
create table public.children (
  id int primary key,
  parent_id int not null references public.parents (id),
  name text not null
);
create index on public.children (parent_id);
create table public.grandchildren (
  id int primary key,
  child_id int not null references public.children (id),
  name text not null
);
create index on public.grandchildren (child_id);
grant select on public.parents, public.children, public.grandchildren to anon;
