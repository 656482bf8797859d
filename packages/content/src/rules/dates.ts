/**
 * Dates as the back-office lists them, in UK time whatever the computer's own zone: a page's
 * last change ("25 Nov 2026"), a submission's arrival or a colleague's last sign-in
 * ("25 Nov 2026, 14:32"). A page's schedule (`formatUkDateTime`) and a save a conflict names
 * (`formatSavedAt`) have their own wording.
 */

// Made on first use: a formatter built at import would keep this module in every bundle that
// imports the package, used or not.
let ukDate: Intl.DateTimeFormat | undefined;
let ukDayTime: Intl.DateTimeFormat | undefined;

function instant(iso: string | null | undefined): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** "25 Nov 2026" in UK time; `fallback` ("–" unless given) for no date or an unreadable one. */
export function formatUkDate(iso: string | null | undefined, fallback = '–'): string {
  const date = instant(iso);
  if (!date) return fallback;
  ukDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return ukDate.format(date);
}

/**
 * "25 Nov 2026, 14:32" in UK time; `fallback` ("–" unless given) for no date or an unreadable
 * one.
 */
export function formatUkDayTime(iso: string | null | undefined, fallback = '–'): string {
  const date = instant(iso);
  if (!date) return fallback;
  ukDayTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return ukDayTime.format(date);
}
