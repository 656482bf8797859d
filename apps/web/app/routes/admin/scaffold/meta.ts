/** The back-office is never indexed, whatever a screen's own title. */
export const NOINDEX = { name: 'robots', content: 'noindex' } as const;

/**
 * A back-office route's document meta: its title and NOINDEX. A screen in the signed-in frame is
 * titled "Pages | Admin"; a page of its own (sign-in, a link from an e-mail) takes `standalone`
 * and its title as it is.
 */
export function adminMeta(title: string, { standalone = false } = {}) {
  return [{ title: standalone ? title : `${title} | Admin` }, NOINDEX];
}
