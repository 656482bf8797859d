/**
 * Which pages ship the framework's JavaScript (issue 22). A page's own route module decides, in
 * its `handle`: `export const handle = { scripts: false } satisfies PageHandle` sends the page as
 * server-rendered HTML and CSS only (no `<Scripts>`, no `<ScrollRestoration>`, no module preloads,
 * no data handoff), and `scripts` as a function decides from the route's loader data (a builder
 * page, by its sections). Every other route, and any route that says nothing, ships its scripts.
 *
 * The decision is made once per server render (`pageShipsScripts`, in entry.server) and handed
 * down through `DocumentContext`. In the browser the context keeps its default (scripts on): a
 * page rendered there is already running the app (a client-side navigation from an interactive
 * page), and a script-free page never hydrates.
 */
import { createContext, useContext } from 'react';
import { STATIC_EXPORT } from './build-mode';

export interface PageHandle<LoaderData = unknown> {
  /**
   * `false`: the page needs nothing but HTML and CSS. A function of the route's loader data
   * decides per page. Omitted or `true`: the page ships the app's scripts.
   */
  scripts?: boolean | ((loaderData: LoaderData) => boolean);
}

/** What the server render knows about the document: its scripts and its CSP nonce. */
export interface DocumentInfo {
  /** Whether the document includes the framework's scripts. */
  scripts: boolean;
  /** The render's nonce, for an inline script the site server should allow by its hash. */
  nonce?: string;
}

export const DocumentContext = createContext<DocumentInfo>({ scripts: true });

/** The document's scripts and nonce (in the browser: scripts on, no nonce). */
export function useDocumentInfo(): DocumentInfo {
  return useContext(DocumentContext);
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'scripts' in handle;
}

/**
 * Whether a page ships the framework's scripts, from its matched routes (root first): the last
 * one, the page's own route, decides. The static export always ships them: its pages read the
 * live settings (and builder pages their content) in the browser.
 */
export function pageShipsScripts(
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
  staticExport: boolean = STATIC_EXPORT,
): boolean {
  if (staticExport) return true;
  const page = matches.at(-1);
  if (!page || !isPageHandle(page.handle)) return true;
  const { scripts } = page.handle;
  if (typeof scripts === 'function') {
    // No data (the loader failed and an error boundary shows): keep the default.
    return page.loaderData === undefined ? true : scripts(page.loaderData);
  }
  return scripts !== false;
}
