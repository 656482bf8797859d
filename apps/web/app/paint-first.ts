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
 * - the module preloads are taken out of the head;
 * - React Router's inline module script (its route imports, then the client entry) is kept byte
 *   for byte, but as an inert data block (`DEFERRED_MODULE_TYPE`), so neither the parser nor the
 *   preload scanner fetches its imports;
 * - a small inline script at the end of the body waits for the page's first contentful paint,
 *   then adds the same preloads (all at once: no import waterfall) and runs the module, which
 *   hydrates as before.
 *
 * Nothing of React's tree changes: the inert script stays where the module script was (React
 * matches it as the same `<script>`), and the waiting script is the body's last child, which React
 * leaves alone. The site server allows inline scripts by the hash of each one that carries the
 * render's nonce, so the module run from the data block's text is allowed by its hash.
 *
 * When the document does not have React Router's shape (one module script, its preloads), it is
 * returned unchanged, and the size budget (tests/perf/budget.mjs), which fails a public page whose
 * HTML preloads a module, reports it.
 */

/** The type the hydration module waits under: not JavaScript, so the browser leaves it alone. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const HYDRATION_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The waiting script (ES5, runs in any browser that runs modules; older ones ignore modules
 * anyway). It starts hydration once, on the first of: the first contentful paint; the page being
 * hidden (nothing will paint, so nothing to wait for); five seconds (a browser that reports no
 * paint timing falls back to the frame after the next one instead).
 */
export function afterPaintScript(modules: readonly string[]): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(modules).replace(/</g, '\\u003c')}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});var deferred=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!deferred)return;var script=document.createElement("script");script.type="module";script.textContent=deferred.textContent;document.head.appendChild(script)}if(document.visibilityState!=="visible")return start();document.addEventListener("visibilitychange",start,{once:true});setTimeout(start,5000);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(start)})}})()`;
}

/**
 * The document with its hydration held until after the first paint, or unchanged when it does
 * not have exactly one hydration module script.
 */
export function hydrateAfterPaint(html: string): string {
  const scripts = [...html.matchAll(HYDRATION_MODULE)];
  const bodyEnd = html.lastIndexOf('</body>');
  if (scripts.length !== 1 || bodyEnd < 0) return html;
  const [, nonce = ''] = scripts[0] ?? [];
  const modules = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''))];
  const rewritten = html
    .replace(MODULE_PRELOAD, '')
    .replace(
      HYDRATION_MODULE,
      (_whole, scriptNonce: string, body: string) =>
        `<script nonce="${scriptNonce}" type="${DEFERRED_MODULE_TYPE}">${body}</script>`,
    );
  const end = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, end)}<script nonce="${nonce}">${afterPaintScript(modules)}</script>${rewritten.slice(end)}`;
}
