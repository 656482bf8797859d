/** GET /.well-known/jwks.json: the public signing keys (none in legacy HS256 mode), as GoTrue. */
import { json, type Reply } from '../../http/reply.js';
import type { AuthDeps } from '../context.js';

export function jwks(deps: AuthDeps): Reply {
  const reply = json(200, deps.keys.jwks());
  return { ...reply, headers: { ...reply.headers, 'Cache-Control': 'public, max-age=600' } };
}
