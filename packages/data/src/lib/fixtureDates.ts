/** Fixture timestamps: fixed days, so stories look the same every day. */

/** A day at 09:30 UTC, as Postgres returns a timestamptz. */
export const at = (iso: string) => `${iso}T09:30:00.000000+00:00`;

/** Minutes before a fixed moment, as stored timestamps (stories stay the same every day). */
export const minutesBefore = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) - minutes * 60_000).toISOString();
