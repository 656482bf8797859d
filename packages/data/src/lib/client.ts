import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The typed Supabase client every repository takes. */
export type DataClient = SupabaseClient<Database>;

/**
 * The typed Supabase client the repositories expect. supabase-js's defaults are the spec's
 * (section 9): the session refreshes automatically, is persisted and is detected in the URL.
 */
export function createDataClient(
  url: string,
  anonKey: string,
  options?: SupabaseClientOptions<'public'>,
): DataClient {
  return createClient<Database>(url, anonKey, options);
}
