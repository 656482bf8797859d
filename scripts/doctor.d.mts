/** One line of `npm run doctor`'s report. */
export interface Check {
  status: 'ok' | 'fail' | 'info';
  title: string;
  detail?: string;
}

/** Every check, in order, for a deployment's environment. */
export declare function diagnose(
  env: Record<string, string | undefined>,
  opts?: { supabaseDir?: string },
): Promise<Check[]>;

/** The report as a person reads it. */
export declare function report(checks: Check[]): string;
