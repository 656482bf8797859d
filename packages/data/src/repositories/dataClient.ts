import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';

/** The typed Supabase client every repository takes (its own module: no repository imports another's). */
export type DataClient = SupabaseClient<Database>;
