/**
 * Test helpers (not exported): an msw/node server answering every call with the fixtures,
 * a supabase-js client pointed at it, and a log of the requests the client made.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AuthSession } from '../auth/types';
import { createDataClient } from '../lib/client';
import { DataError } from '../lib/errors';
import { supabaseHandlers } from '../msw/scenarios';
import {
  createSupabaseRepositories,
  type SupabaseRepositoryOptions,
} from '../repositories/supabase';

export const SUPABASE_URL = 'http://supabase.test';

export const server = setupServer(...supabaseHandlers());

export interface LoggedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: string;
}

export const requests: LoggedRequest[] = [];

/**
 * `fetch` that logs each request, body included, before handing it on: the log is complete
 * by the time the code under test has its answer (msw 3's `request:start` listeners are not
 * awaited, so a body read there could land after the test has looked).
 */
function loggingFetch(next: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const entry: LoggedRequest = {
      method: request.method,
      path: url.pathname,
      params: url.searchParams,
      headers: request.headers,
      body: '',
    };
    requests.push(entry);
    entry.body = await request.clone().text();
    return next(request);
  };
}

/** Starts the server for the file; any request no handler answers fails the test. */
export function startMswServer(): void {
  let unlogged: typeof fetch | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    unlogged = globalThis.fetch;
    globalThis.fetch = loggingFetch(unlogged);
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => {
    if (unlogged) globalThis.fetch = unlogged;
    server.close();
  });
}

/** Requests to one path (e.g. '/rest/v1/pages'), in order. */
export function requestsTo(path: string): LoggedRequest[] {
  return requests.filter((r) => r.path === path);
}

let clients = 0;

/** An in-memory auth storage, optionally holding a signed-in session already. */
export function memoryStorage(storageKey: string, session?: AuthSession) {
  const items = new Map<string, string>();
  if (session) items.set(storageKey, JSON.stringify(session));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The real client against the MSW server, with its session kept in memory. */
export function testClient(session?: AuthSession) {
  // A key per client: each test's client is separate, as two browser tabs' would not be.
  const storageKey = `sb-test-${++clients}-auth-token`;
  return createDataClient(SUPABASE_URL, 'anon-key', {
    auth: {
      storageKey,
      storage: memoryStorage(storageKey, session),
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

/** Every repository over a fresh test client. */
export function testRepositories(options?: SupabaseRepositoryOptions) {
  return createSupabaseRepositories(testClient(), options);
}

/** The DataError a call rejects with (the test fails if it resolves or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}
