/**
 * Issue 24: where a Donate button or a valid donation amount takes the visitor when staff have
 * set a donation page on a giving platform. The amount travels only where the platform reads
 * one from the address: JustGiving's donation links take `amount` (whole pounds). Stripe
 * Payment Links and Enthuse pages set the amount on their own page, so the visitor picks it
 * again there. Anything but an http(s) address gives `null` (nowhere to go).
 */
export function donationLink(page: string | null | undefined, amount?: number): string | null {
  if (!page) return null;
  let url: URL;
  try {
    url = new URL(page.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const acceptsAmount = host === 'justgiving.com' || host.endsWith('.justgiving.com');
  if (acceptsAmount && amount !== undefined && Number.isFinite(amount) && amount > 0) {
    url.searchParams.set('amount', String(Math.round(amount)));
  }
  return url.href;
}
