/**
 * A service answers the requests below one URL prefix (`/rest/v1`, `/auth/v1`, `/storage/v1`).
 * It returns a Reply or throws an HttpError in its own wire shape; the server writes either.
 */
import type { HttpError } from './errors.js';
import type { Reply } from './reply.js';
import type { ServiceRequest } from './request.js';

export interface Service {
  prefix: string;
  handle(req: ServiceRequest): Promise<Reply>;
  /** The service's "400 invalid input" for requests refused before routing (a NUL byte). */
  invalidInput(message: string): HttpError;
}
