/**
 * /_local: the server's own endpoints, for the CLI when a server owns the data directory:
 * health (which process answers), and, with the service-role key, reset and backup.
 */
import { HttpError } from '../http/errors.js';
import { json, type Reply } from '../http/reply.js';
import type { ServiceRequest } from '../http/request.js';
import type { Service } from '../http/service.js';
import { verifyJwt } from '../identity/jwt.js';
import type { JwtKeys } from '../identity/keys.js';

export interface AdminDeps {
  keys: JwtKeys;
  reset(): Promise<{ firstAdmin?: { email: string; password: string } | undefined }>;
  /** A consistent snapshot of the database and the stored files, as a tar stream. */
  backup?: (() => Promise<Reply>) | undefined;
}

export function adminService(deps: AdminDeps): Service {
  return {
    prefix: '/_local',
    invalidInput: (message) =>
      new HttpError(400, { code: 'PGRST100', details: null, hint: null, message }),
    async handle(req) {
      if (req.route === '/health') return json(200, { status: 'ok', pid: process.pid });
      if (req.route === '/reset' && req.method === 'POST') {
        await requireServiceRole(deps, req);
        return json(200, await deps.reset());
      }
      if (req.route === '/backup' && req.method === 'POST' && deps.backup) {
        await requireServiceRole(deps, req);
        return deps.backup();
      }
      throw new HttpError(404, {
        code: 'not_found',
        message: `No route for ${req.method} /_local${req.route}`,
      });
    },
  };
}

async function requireServiceRole(deps: AdminDeps, req: ServiceRequest): Promise<void> {
  const token = req.bearer();
  const who = token ? await verifyJwt(token, deps.keys) : undefined;
  if (!who?.ok || who.claims.role !== 'service_role') {
    throw new HttpError(403, { code: 'not_admin', message: 'service_role key required' });
  }
}
