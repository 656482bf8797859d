'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DataError } from './errors';

/**
 * Where data reports the spec's toasts. The app passes its toast functions, so this package
 * never imports ui.
 */
export interface Notifier {
  /** `action`, when given, is a button on the toast (e.g. Undo after a delete). */
  success(message: string, action?: NotifyAction): void;
  error(message: string): void;
}

/** A button on a success toast: its label and what it does. */
export interface NotifyAction {
  label: string;
  onAction: () => void;
}

/**
 * What the DataProvider holds. `R` is the repositories: the app gives every feature's (the
 * package's `Repositories`); a feature's hooks name only the ones they use, so no feature
 * depends on the others'.
 */
export interface DataContextValue<R extends object = object> {
  /** null when the backend is not configured (no URL or key). */
  repositories: R | null;
  notify: Notifier | null;
}

const DataContext = createContext<DataContextValue>({ repositories: null, notify: null });

export interface DataProviderProps<R extends object = object> {
  /** The repositories the hooks use, e.g. `createSupabaseRepositories(client)`; null if unconfigured. */
  repositories: R | null;
  /** When given, mutation hooks and profile setup announce the spec's success and error toasts. */
  notify?: Notifier | null;
  /** When given, a QueryClientProvider for it is rendered too. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function DataProvider<R extends object>({
  repositories,
  notify = null,
  queryClient,
  children,
}: DataProviderProps<R>) {
  const value = useMemo(() => ({ repositories, notify }), [repositories, notify]);
  const tree = <DataContext.Provider value={value}>{children}</DataContext.Provider>;
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
  ) : (
    tree
  );
}

/**
 * The nearest DataProvider's value, its repositories read as `R`: the app's provider is given
 * the package's `Repositories`, which has every feature's.
 */
export function useDataContext<R extends object = object>(): DataContextValue<R> {
  return useContext(DataContext) as DataContextValue<R>;
}

/** The message a hook's error carries when no backend was configured. */
export const NOT_CONFIGURED = 'The data service is not configured';

/** The repositories, or a DataError for query and mutation functions to throw. */
export function requireRepositories<R>(repositories: R | null): R {
  if (!repositories) throw new DataError(NOT_CONFIGURED);
  return repositories;
}

/**
 * A QueryClient with defaults that suit the back-office: a failed write is never retried
 * (the person sees the toast and decides), reads retry once.
 */
export function createDataQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
