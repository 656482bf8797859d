insert into public.parents select i, 'parent ' || i, repeat('x', 40) from generate_series(1, 1000) i;
insert into public.children select i, (i - 1) / 5 + 1, 'child ' || i from generate_series(1, 5000) i;
insert into public.grandchildren select i, (i - 1) / 5 + 1, 'grandchild ' || i from generate_series(1, 25000) i;
analyze;
