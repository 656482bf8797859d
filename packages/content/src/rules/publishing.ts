/**
 * Issue 25: where a page is linked from the site's navigation, and when it goes live. Times
 * are entered and shown in UK time (Europe/London, GMT or BST as the date falls) and stored as
 * UTC instants; the database decides liveness with its own clock.
 */

/** Where a live page is linked from, in the order the picker lists them; none by default. */
export const NAV_PLACEMENTS = ['none', 'header', 'footer'] as const;
export type NavPlacement = (typeof NAV_PLACEMENTS)[number];
export const DEFAULT_NAV_PLACEMENT: NavPlacement = 'none';

export const navPlacementLabels: Record<NavPlacement, string> = {
  none: 'Not shown',
  header: 'Header',
  footer: 'Footer',
};

/** The navigation order field's bounds (the database checks the same). */
export const NAV_ORDER_MIN = 0;
export const NAV_ORDER_MAX = 9999;

/** How long a share-preview link lasts unless revoked (the database's default too). */
export const PREVIEW_LINK_DAYS = 7;

export const UK_TIME_ZONE = 'Europe/London';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// Made on first use, so a bundle that imports none of the time helpers carries no formatter.
let londonParts: Intl.DateTimeFormat | undefined;
let ukDisplay: Intl.DateTimeFormat | undefined;

function partsOf(instant: number): Record<string, string> {
  londonParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of londonParts.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return parts;
}

/** The UK wall-clock time of an instant, as a datetime-local input's value: "2026-11-26T14:30". */
export function isoToUkLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = partsOf(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant (ISO, UTC) at which UK clocks show `local` ("2026-11-26T14:30"), or null when it
 * is not such a value. In the hour the clocks go back, the earlier (BST) instant is taken; a
 * time the clocks skip in spring is taken as the instant an hour later on the clock.
 */
export function ukLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // London is UTC+0 or UTC+1: try the earlier offset first.
  for (const offsetHours of [1, 0]) {
    const instant = asUtc - offsetHours * 3_600_000;
    if (isoToUkLocal(new Date(instant).toISOString()) === local.trim()) {
      return new Date(instant).toISOString();
    }
  }
  return new Date(asUtc - 0).toISOString();
}

/** "26 Nov 2026, 14:30 UK time", or '' for no time. */
export function formatUkDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  ukDisplay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${ukDisplay.format(new Date(instant))} UK time`;
}

export interface PageSchedule {
  status: string;
  publish_at: string | null;
  unpublish_at: string | null;
}

/**
 * Whether visitors see the page at `now`, by the same rule as the database's read policy
 * (`private.page_is_live`): published, or a draft whose publish time has come; and not past
 * its unpublish time. Archived pages are never live. For labels only: the database decides.
 */
export function isPageLive(page: PageSchedule, now: number = Date.now()): boolean {
  const at = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);
  const publishAt = at(page.publish_at);
  const unpublishAt = at(page.unpublish_at);
  const started =
    page.status === 'published' ||
    (page.status === 'draft' && !Number.isNaN(publishAt) && publishAt <= now);
  return started && (Number.isNaN(unpublishAt) || unpublishAt > now);
}
