/**
 * The one error type repositories throw. It carries the service's own message unchanged, so a
 * screen can show `Failed to create page: {message}` from content's templates, plus the HTTP
 * status and the service's code for whoever needs to tell cases apart.
 */
export class DataError extends Error {
  override readonly name = 'DataError';
  /** HTTP status, 0 when the request never reached the service. */
  readonly status: number | undefined;
  /** The service's error code (PostgREST SQLSTATE/PGRST code, auth or storage code). */
  readonly code: string | undefined;
  /** True when the service could not be reached at all (offline, refused, DNS). */
  readonly isNetworkError: boolean;

  constructor(
    message: string,
    options: { status?: number | undefined; code?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.isNetworkError = options.status === 0;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** fetch rejects with a TypeError when the network fails ("Failed to fetch", "fetch failed"). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DataError) return error.isNetworkError;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** A readable message from anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return String(error);
}

interface ServiceErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  /** Storage answers HTTP 400 and puts the real status here, as a string ("403"). */
  statusCode?: unknown;
}

/** Wraps a supabase-js `{ error }` (PostgREST, auth or storage) as a DataError. */
export function toDataError(error: unknown, httpStatus?: number): DataError {
  if (error instanceof DataError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as ServiceErrorLike;
  const realStatus =
    typeof e.statusCode === 'string' ? Number.parseInt(e.statusCode, 10) : Number.NaN;
  const status = Number.isInteger(realStatus)
    ? realStatus
    : typeof e.status === 'number'
      ? e.status
      : httpStatus;
  const code = typeof e.code === 'string' && e.code !== '' ? e.code : undefined;
  return new DataError(errorMessage(error), { status, code, cause: error });
}
