/** Where repositories report what is not an error for the caller (a skipped image size). */
export interface DataLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
