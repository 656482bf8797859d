import type { DataClient } from '../lib/client';
import { toDataError } from '../lib/errors';
import type { Subscriber, SubscribersRepository } from './types';

const COLUMNS =
  'id, email, first_name, status, consent_text, consent_page, signed_up_at, confirmed_at, unsubscribed_at';

/** The generated types list tables only, so the purge's rpc is typed here by hand. */
type Rpc = (fn: 'purge_pending_subscribers') => PromiseLike<{
  data: unknown;
  error: unknown;
  status: number;
}>;

function fail(error: unknown, status?: number): never {
  throw toDataError(error, status);
}

/** The subscribers repository over supabase-js (staff only: RLS refuses anyone else). */
export function createSubscribersRepository(client: DataClient): SubscribersRepository {
  const rpc: Rpc = (fn) => (client.rpc as unknown as Rpc).call(client, fn);
  return {
    async purgePending() {
      const { data, error, status } = await rpc('purge_pending_subscribers');
      if (error) fail(error, status);
      return Number(data ?? 0);
    },
    async list() {
      const { data, error, status } = await client
        .from('subscribers')
        .select(COLUMNS)
        .order('signed_up_at', { ascending: false });
      if (error) fail(error, status);
      return (data ?? []) as Subscriber[];
    },
    async remove(id) {
      const { error, status } = await client.from('subscribers').delete().eq('id', id);
      if (error) fail(error, status);
    },
  };
}
