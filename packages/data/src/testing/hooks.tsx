/** Test helper (not exported): hooks rendered under a DataProvider over the MSW server. */
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DataProvider } from '../lib/DataProvider';
import { createSupabaseRepositories } from '../repositories/supabase';
import { testClient } from './mswServer';

/** A wrapper with a fresh QueryClient, a notifier spy and the repositories (or none). */
export function setup(options: { configured?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const notify = { success: vi.fn(), error: vi.fn() };
  const repositories =
    options.configured === false ? null : createSupabaseRepositories(testClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider repositories={repositories} notify={notify} queryClient={queryClient}>
      {children}
    </DataProvider>
  );
  return { wrapper, notify, queryClient };
}
