/**
 * The client's address for rate limits. Behind a reverse proxy every request comes from the
 * proxy, so the address is taken from X-Forwarded-For, but only when the socket peer is one of
 * the configured trusted proxies (LOCAL_SUPABASE_TRUSTED_PROXIES: addresses or CIDR ranges),
 * and only as far back as the chain stays trusted: the right-most untrusted entry is the client.
 * Anyone else's X-Forwarded-For is ignored, so it cannot be forged to dodge a limit.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = BlockList;

function normalize(addr: string): string {
  const a = addr.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped?.[1] ?? a;
}

function family(addr: string): 'ipv4' | 'ipv6' | undefined {
  const v = isIP(addr);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : undefined;
}

/** Parses "10.0.0.1, 192.168.0.0/16, ::1" (empty: no proxy is trusted). */
export function parseTrustedProxies(spec: string | readonly string[] | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = typeof spec === 'string' ? spec.split(',') : (spec ?? []);
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [addr = '', bits] = entry.split('/');
    const fam = family(normalize(addr));
    if (!fam) throw new Error(`trusted proxy is not an IP address or CIDR range: ${entry}`);
    if (bits === undefined) list.addAddress(normalize(addr), fam);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (fam === 'ipv4' ? 32 : 128)) {
        throw new Error(`bad CIDR prefix in trusted proxy: ${entry}`);
      }
      list.addSubnet(normalize(addr), prefix, fam);
    }
  }
  return list;
}

function trusted(list: TrustedProxies, addr: string): boolean {
  const fam = family(addr);
  return fam !== undefined && list.check(addr, fam);
}

export function clientAddress(req: IncomingMessage, proxies: TrustedProxies): string {
  let addr = normalize(req.socket.remoteAddress ?? 'unknown');
  if (!trusted(proxies, addr)) return addr;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normalize)
    .filter((s) => s !== '');
  while (chain.length > 0) {
    const hop = chain.pop() as string;
    if (!family(hop)) return addr; // garbage: stop at the last address we can vouch for
    addr = hop;
    if (!trusted(proxies, hop)) return hop;
  }
  return addr;
}
