import { STOCK_PHOTO_HOST } from '@charitykit/content';
import { expect, type Page } from '@playwright/test';
import { axeRun } from '../a11y/axe';
import { test as base } from '../csp';

/** Console messages and uncaught errors a page produced. */
export interface PageLog {
  messages: { type: string; text: string }[];
  /** Errors that matter: uncaught exceptions and console errors other than blocked images. */
  errors: () => string[];
}

/**
 * Every public test runs with the stock-photo host unreachable, as on these machines (and as a
 * visitor behind a strict network would see it): requests to it are aborted, and the page must
 * stay readable with no errors beyond the failed image loads themselves.
 */
export const test = base.extend<{ log: PageLog }>({
  log: [
    async ({ page }, use) => {
      await page.route(`https://${STOCK_PHOTO_HOST}/**`, (route) => route.abort('failed'));
      const messages: PageLog['messages'] = [];
      const uncaught: string[] = [];
      page.on('console', (message) =>
        messages.push({ type: message.type(), text: message.text() }),
      );
      page.on('pageerror', (error) => uncaught.push(error.message));
      await use({
        messages,
        errors: () => [
          ...uncaught,
          ...messages
            .filter((m) => m.type === 'error')
            .map((m) => m.text)
            // The aborted stock photos; the fallback covers them (decision 7).
            .filter((text) => !/Failed to load resource: net::ERR_FAILED/.test(text))
            // The not-found page logs the unknown path on purpose (spec section 2).
            .filter((text) => !text.startsWith('404 Error: User attempted to access')),
        ],
      });
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe with the WCAG 2 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  expect(
    (await axeRun(page, ['wcag2a', 'wcag2aa'])).map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.targets.slice(0, 5),
    })),
  ).toEqual([]);
}

/**
 * The app's hydration script as sent (issue 36: held as an inert block until the first paint,
 * apps/web/app/paint-first.ts) or once it runs (a module script).
 */
const APP_SCRIPT = 'script[type="module"], script[type="text/x-module-after-paint"]';

/**
 * Waits until the page is ready for a visitor: React has hydrated it (the router exposes itself
 * then), or, for a content page sent as HTML and CSS only (issue 22), it has no app to hydrate.
 */
export async function waitForHydration(page: Page) {
  // The router exists before React has committed anything; React Router's scroll restoration
  // (in the root layout, outside the page's boundaries) sets `history.scrollRestoration` in an
  // effect, once the root has committed.
  await page.waitForFunction(
    (selector) =>
      ('__reactRouterDataRouter' in window && history.scrollRestoration === 'manual') ||
      !document.querySelector(selector),
    APP_SCRIPT,
  );
  // The page's own boundaries (header, page, footer, sections) hydrate after the root, each in a
  // pass and a commit of its own, at React's lowest priority, later the busier the machine: wait
  // until React's committed tree holds no boundary still dehydrated, so a press lands on a page
  // React has finished with (its effects run: the hero's images, the carousels' controls), as a
  // visitor's would after reading. An element carrying React's fiber is not enough: React puts
  // it there while it renders, and a render can be set aside before it commits. Left out:
  // boundaries whose content no one can see (the home page's Make a Donation panel stays
  // dehydrated by design below extra-wide screens) and what hydrates only when wanted (the home
  // page's sign-up card, `data-hydrates="when-wanted"`, once it nears the screen or is focused).
  await page.waitForFunction(
    (selector) => {
      if (!document.querySelector(selector)) return true;
      type Fiber = {
        tag: number;
        child: Fiber | null;
        sibling: Fiber | null;
        memoizedState: { dehydrated?: Comment | null } | null;
      };
      const containerKey = Object.keys(document).find((key) => key.startsWith('__reactContainer$'));
      if (!containerKey) return false;
      const hostRoot = (
        document as unknown as Record<string, { stateNode: { current: Fiber } } | undefined>
      )[containerKey];
      if (!hostRoot) return false;
      /** Whether a dehydrated boundary's server HTML has an element a visitor can see. */
      const showsSomething = (start: Comment): boolean => {
        if (start.parentElement?.closest('[data-hydrates="when-wanted"]')) return false;
        let depth = 0;
        for (let node = start.nextSibling; node; node = node.nextSibling) {
          if (node instanceof Comment) {
            if (node.data.startsWith('$')) depth += 1;
            else if (node.data === '/$' && depth-- === 0) return false;
          } else if (node instanceof Element && node.checkVisibility()) {
            return true;
          }
        }
        return false;
      };
      const SUSPENSE = 13;
      let boundaries = 0;
      const pending: Fiber[] = [hostRoot.stateNode.current];
      while (pending.length > 0) {
        const fiber = pending.pop() as Fiber;
        if (fiber.tag === SUSPENSE) boundaries += 1;
        const dehydrated = fiber.tag === SUSPENSE ? fiber.memoizedState?.dehydrated : null;
        if (dehydrated && showsSomething(dehydrated)) return false;
        if (fiber.child) pending.push(fiber.child);
        if (fiber.sibling) pending.push(fiber.sibling);
      }
      // The server's HTML has boundaries (the frame's header, page and footer): a tree showing
      // none has not committed yet, or React's internals are no longer what this reads, and
      // the wait fails rather than passing on nothing.
      const markers = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
      for (let node = markers.nextNode(); node; node = markers.nextNode()) {
        if ((node as Comment).data === '$') return boundaries > 0;
      }
      return true;
    },
    APP_SCRIPT,
    { polling: 100 },
  );
  await page.waitForLoadState('networkidle');
}

/** Whether the page runs the app (React Router's scripts) rather than being HTML and CSS only. */
export async function runsTheApp(page: Page): Promise<boolean> {
  return page.evaluate((selector) => document.querySelector(selector) !== null, APP_SCRIPT);
}
