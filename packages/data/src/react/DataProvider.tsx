'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DataError } from '../errors';
import type { Repositories } from '../repositories/types';

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

export interface DataContextValue {
  /** null when the backend is not configured (no URL or key). */
  repositories: Repositories | null;
  notify: Notifier | null;
}

const DataContext = createContext<DataContextValue>({ repositories: null, notify: null });

export interface DataProviderProps {
  /** The repositories the hooks use, e.g. `createSupabaseRepositories(client)`; null if unconfigured. */
  repositories: Repositories | null;
  /** When given, mutation hooks and profile setup announce the spec's success and error toasts. */
  notify?: Notifier | null;
  /** When given, a QueryClientProvider for it is rendered too. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function DataProvider({
  repositories,
  notify = null,
  queryClient,
  children,
}: DataProviderProps) {
  const value = useMemo(() => ({ repositories, notify }), [repositories, notify]);
  const tree = <DataContext.Provider value={value}>{children}</DataContext.Provider>;
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
  ) : (
    tree
  );
}

export function useDataContext(): DataContextValue {
  return useContext(DataContext);
}

/** The message a hook's error carries when no backend was configured. */
export const NOT_CONFIGURED = 'The data service is not configured';

/** The repositories, or a DataError for query and mutation functions to throw. */
export function requireRepositories(repositories: Repositories | null): Repositories {
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
