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

/**
 * The waiting script (ES5, short: it is JavaScript every interactive page runs). It starts
 * hydration once, on the first of: the first contentful paint; the page being hidden (nothing will
 * paint, so nothing to wait for); five seconds. A browser that reports no paint timing starts it
 * the frame after the next one instead.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,s;function go(){if(s)return;s=1;d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){setTimeout(function(){l.rel="modulepreload"})});setTimeout(function(){var b=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');b.type="module";b.text=b.text})}if(d.visibilityState!="visible")return go();d.addEventListener("visibilitychange",go);setTimeout(go,5e3);var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(t&&t.indexOf("paint")>=0)new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(go)})})()`;

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
    .replace(
      HYDRATION_MODULE,
      (_whole, scriptNonce: string, body: string) =>
        `<script nonce="${scriptNonce}" type="${DEFERRED_MODULE_TYPE}">${body}</script>`,
    );
  const end = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, end)}<script nonce="${nonce}">${AFTER_PAINT_SCRIPT}</script>${rewritten.slice(end)}`;
}
