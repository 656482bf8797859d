/** Building REST requests, plans and statements in memory, for the pipeline's unit tests. */
import { HttpError } from '../src/http/errors.js';
import { parsePayload, parseRequest } from '../src/rest/parse.js';
import { type Plan, type PlanOptions, planRequest, resolveTarget } from '../src/rest/plan.js';
import type { ApiRequest } from '../src/rest/request.js';
import {
  callStatement,
  countStatement,
  mutationStatements,
  readStatement,
  type Statement,
} from '../src/rest/sql.js';
import { fixtureSchema } from './fixtures/schema-cache.js';

export const schema = fixtureSchema();

/** `GET books?select=id` and the like: a method, a path with its query string, headers. */
export function parse(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): ApiRequest {
  const [route = '', query = ''] = pathAndQuery.split(/\?(.*)/s);
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return parseRequest(
    {
      method,
      route: `/${route}`,
      query: new URLSearchParams(query),
      header: (name) => lower.get(name.toLowerCase()),
    },
    'public',
  );
}

export function plan(
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
  opts: PlanOptions = {},
): Plan {
  const req = parse(method, pathAndQuery, headers);
  const payload = body === undefined ? undefined : parsePayload(Buffer.from(JSON.stringify(body)));
  return planRequest(schema, req, resolveTarget(schema, req), payload, opts);
}

/** Every statement a plan runs. */
export function statements(p: Plan): Statement[] {
  switch (p.kind) {
    case 'read':
      return [readStatement(p), countStatement(p)];
    case 'call':
      return [callStatement(p)];
    default:
      return mutationStatements(p);
  }
}

/** The HttpError `fn` throws, for asserting its status and code. */
export function refusal(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('expected an HttpError, got none');
}
