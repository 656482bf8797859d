/**
 * Paint first, then hydrate (issue 36). A public page arrives as complete HTML with one
 * stylesheet; the visitor can read it, and with JavaScript off use its forms, before any script
 * runs. React Router's `<Scripts>` puts a module preload for every script the page hydrates with
 * into the head, ahead of the stylesheet, so 12-15 files (about 125 KB) are fetched alongside the
 * stylesheet the first paint waits for, and the hydration they start can take the main thread
 * before that paint. On a slow connection they share its bandwidth with the stylesheet.
 *
 * This rewrites the rendered document so that nothing the browser finds while parsing competes
 * with the first paint:
 * - each module preload becomes an inert link (`DEFERRED_PRELOAD_REL`, a relation browsers do not
 *   act on) in the same place;
 * - React Router's inline module script (its route imports, then the client entry) is kept byte
 *   for byte, but as an inert data block (`DEFERRED_MODULE_TYPE`), so neither the parser nor the
 *   preload scanner fetches its imports;
 * - a small inline script at the end of the body waits for the page's first contentful paint,
 *   then turns each inert link back into a module preload, all of them (no import waterfall),
 *   and then the block back into the module script, which runs and hydrates as before. A link
 *   whose relation becomes `modulepreload` is fetched; a script element the parser turned down
 *   (an unknown type) is not "already started", so once its type is `module` and its text is set
 *   again it runs, with its own nonce and text (HTML's "prepare the script element"). Nothing is
 *   copied, so the page holds the module's text once. Each link is turned in a task of its own,
 *   and the module after them: starting a fetch took 0.1-9 ms a link as measured, 6-25 ms for a
 *   page's 14 in one task (issue 36: a long task right after the paint).
 *
 * Nothing of React's tree changes: the inert script stays where the module script was (React
 * matches it as the same `<script>`), the inert links are links in the head, which React 19 leaves
 * alone on hydration, and the waiting script is the body's last child. The site server allows
 * inline scripts by the hash of each one that carries the render's nonce, so the
 * block, once it is a module, is allowed by its hash. The module addresses stay in the HTML, as the
 * preloads were, not in the script, so the JavaScript a page runs grows only by the waiting code.
 *
 * When the document does not have React Router's shape (one module script, its preloads), it is
 * returned unchanged, and the size budget (tests/perf/budget.mjs), which fails an interactive
 * public page whose HTML as sent names a module, reports it.
 */

/** The type the hydration module waits under: not JavaScript, so the browser leaves it alone. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint';

/** The relation the preloads wait under: not one browsers know, so nothing is fetched. */
export const DEFERRED_PRELOAD_REL = 'x-modulepreload-after-paint';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const HYDRATION_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g;

/** The type React Router's scroll-restoration script waits under, when it is held (below). */
export const DEFERRED_SCRIPT_TYPE = 'text/x-script-after-paint';

/**
 * React Router's `<ScrollRestoration>` script: on a first visit it gives the history entry a key
 * (`history.replaceState`), on a reload or a return it scrolls to where the visitor was. Run
 * while the document is parsed, that `replaceState` (1-14 ms a call here) fell after the first
 * paint had started: blocking time Lighthouse counts (issue 36).
 */
const SCROLL_RESTORATION =
  /<script nonce="([^"]*)">(\(\(storageKey, restoreKey\) =>[\s\S]*?)<\/script>/g;

/**
 * The waiting script (ES5, short: it is JavaScript every interactive page runs). It starts
 * hydration once, on the first of: the first contentful paint; the page being hidden (nothing will
 * paint, so nothing to wait for); five seconds. A browser that reports no paint timing starts it
 * after the next frame instead.
 *
 * The held scroll-restoration script runs at once, before the first paint, when the history entry
 * already has a state (a reload or a return: there may be a position to restore, and it calls no
 * `replaceState`); otherwise first thing when hydration starts, before the module reads the key.
 * On a first visit the entry gets its state here, in one `replaceState`: the scroll script's key
 * and the index React Router's history would otherwise add with a second call when it starts
 * (`idx`, which it reads back and then leaves alone). Each call measured 1-14 ms on these pages.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,P=window.PerformanceObserver,t=P&&P.supportedEntryTypes,s,h=history.state;function on(y,x){var b=d.querySelector('script[type="'+x+'"]');if(b)b.type=y,b.text=b.text}function go(){if(s)return;s=1;h||history.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");on("","${DEFERRED_SCRIPT_TYPE}");d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){setTimeout(function(){l.rel="modulepreload"})});setTimeout(function(){on("module","${DEFERRED_MODULE_TYPE}")})}h&&on("","${DEFERRED_SCRIPT_TYPE}");if(d.hidden)return go();d.addEventListener("visibilitychange",go);setTimeout(go,5e3);t&&t.indexOf("paint")>=0?new P(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:!0}):requestAnimationFrame(function(){setTimeout(go)})})()`;

/** A script element rewritten byte for byte under an inert `type`, its nonce kept. */
const heldAs =
  (type: string) =>
  (_whole: string, nonce: string, body: string): string =>
    `<script nonce="${nonce}" type="${type}">${body}</script>`;

/**
 * The document with its hydration held until after the first paint, or unchanged when it does
 * not have exactly one hydration module script.
 */
export function hydrateAfterPaint(html: string): string {
  const scripts = [...html.matchAll(HYDRATION_MODULE)];
  const bodyEnd = html.lastIndexOf('</body>');
  if (scripts.length !== 1 || bodyEnd < 0) return html;
  const [, nonce = ''] = scripts[0] ?? [];
  const rewritten = html
    .replace(
      MODULE_PRELOAD,
      (_whole, href: string) => `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}"/>`,
    )
    .replace(HYDRATION_MODULE, heldAs(DEFERRED_MODULE_TYPE))
    .replace(SCROLL_RESTORATION, heldAs(DEFERRED_SCRIPT_TYPE));
  const end = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, end)}<script nonce="${nonce}">${AFTER_PAINT_SCRIPT}</script>${rewritten.slice(end)}`;
}
