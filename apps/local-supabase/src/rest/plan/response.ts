/**
 * The response options every plan carries, from the request's method, Accept and Prefer
 * headers, and the Preference-Applied header each kind of action answers with.
 */
import { restError } from '../errors.js';
import type { ApiRequest } from '../request.js';
import type { ResponseOptions } from './types.js';

export function responseOptions(req: ApiRequest): ResponseOptions {
  const p = req.preferences;
  const strict = p.handling === 'strict';
  if (strict && p.invalid && p.invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${p.invalid.join(', ')}`,
    );
  }
  return {
    single: req.single,
    head: req.method === 'HEAD',
    count: p.count,
    representation: p.return === 'representation',
    rollback: p.tx === 'rollback',
    media: req.media,
    maxAffected: strict ? p.maxAffected : undefined,
    profile: req.negotiatedByProfile ? req.schema : undefined,
  };
}

type Action = 'read' | 'insert' | 'update' | 'delete' | 'call';

/**
 * Preference-Applied, in PostgREST's order, with the preferences that apply to this action
 * (resolution only on inserts with a conflict target, max-affected only where it is enforced).
 */
export function appliedPreferences(
  req: ApiRequest,
  action: Action,
  hasConflictTarget = false,
): string | undefined {
  const p = req.preferences;
  const mutation = action === 'insert' || action === 'update' || action === 'delete';
  const values: (string | false | undefined)[] = [
    action === 'insert' && hasConflictTarget && p.resolution && `resolution=${p.resolution}`,
    (action === 'insert' || action === 'update') && p.missing && `missing=${p.missing}`,
    mutation && p.return && `return=${p.return}`,
    action === 'call' && p.params && `params=${p.params}`,
    p.count && `count=${p.count}`,
    p.tx && `tx=${p.tx}`,
    p.handling && `handling=${p.handling}`,
    (action === 'update' || action === 'delete' || action === 'call') &&
      p.handling === 'strict' &&
      p.maxAffected !== undefined &&
      `max-affected=${p.maxAffected}`,
  ];
  const out = values.filter((v): v is string => typeof v === 'string');
  return out.length > 0 ? out.join(', ') : undefined;
}
