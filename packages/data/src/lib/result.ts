/**
 * What every repository does with a supabase-js answer: the data, or the service's error thrown
 * as a DataError.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataClient } from './client';
import { DataError, toDataError } from './errors';

export interface Result<T> {
  data: T | null;
  error: unknown;
  status?: number;
}

/** Unwraps a supabase-js result: the data, or a DataError with the service's message. */
export function unwrap<T>({ data, error, status }: Result<T>): T {
  if (error) throw toDataError(error, status);
  if (data === null) throw new DataError('The service returned no data', { status });
  return data;
}

/** For writes that return nothing: throws the service's error, if any. */
export function check({ error, status }: { error: unknown; status?: number }): void {
  if (error) throw toDataError(error, status);
}

/** PostgREST's answer when `.single()` finds no row. */
export const NO_ROWS = 'PGRST116';

/**
 * supabase-js `rpc` for a database function. gen-types does not emit `Functions` (yet), so the
 * caller states the argument and result types; the call is otherwise exactly supabase-js's.
 */
export async function callFunction<Args extends object, Returns>(
  client: DataClient,
  fn: string,
  args: Args,
): Promise<Result<Returns>> {
  const untyped = client as unknown as SupabaseClient;
  return (await untyped.rpc(fn, args)) as Result<Returns>;
}
