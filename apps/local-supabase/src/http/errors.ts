/**
 * The one error type every handler throws. Each service builds it in its own wire shape
 * (PostgREST `{code, details, hint, message}`, GoTrue `{code, message}` with its version header,
 * Storage `{statusCode, code, error, message}`), and the server's single error writer sends it.
 */
export type ErrorBody = Record<string, unknown>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }

  /** The service's error code (`PGRST116`, `invalid_credentials`, `NoSuchKey` ...). */
  get code(): string | undefined {
    const code = this.body.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** Raised when a body is bigger than the caller allowed; each service maps it to its shape. */
export class BodyTooLarge extends Error {}
