/**
 * The server render. Every document is rendered whole before it is sent (onAllReady), because
 * the site server caches it and sends the same bytes to many visitors. What the site server hands
 * the loaders comes in React Router's load context (site-context.ts), not through this module.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { DocumentContext, pageShipsScripts } from './page-scripts';
import { hydrateAfterPaint } from './paint-first';
import { RENDER_NONCE_HEADER } from './site-context';

export const streamTimeout = 5_000;

/**
 * The routes whose pages paint from their HTML before any script loads: the public site's layout,
 * in which every page a visitor reads is rendered, and the staff sign-in (issue 36). The other
 * screens before sign-in (the password links, Forgot your password?) paint only a loading state
 * and are drawn by their scripts, which therefore load at once.
 */
const PAINT_FIRST_ROUTES = new Set(['routes/public-layout', 'routes/admin/sign-in/route']);

/** A stream of the whole document, rewritten once it is complete (it is sent whole anyway). */
function wholeDocument(rewrite: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    flush(callback) {
      callback(null, rewrite(Buffer.concat(chunks).toString('utf8')));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A fresh nonce for each render: nobody can know it when content is written.
  const nonce = randomBytes(18).toString('base64url');
  responseHeaders.set(RENDER_NONCE_HEADER, nonce);
  // Issue 22: a content page (its route's `handle`, see page-scripts.ts) is HTML and CSS only.
  // The root layout then leaves out <Scripts> and <ScrollRestoration>; without the data handoff
  // stream, ServerRouter writes none of its inline `__reactRouterContext` scripts either.
  const { staticHandlerContext, routeModules } = routerContext;
  const scripts = pageShipsScripts(
    staticHandlerContext.matches.map((match) => ({
      handle: routeModules[match.route.id]?.handle,
      loaderData: staticHandlerContext.loaderData[match.route.id],
    })),
  );
  // Issue 36: a public page, or a sign-in screen, paints from its HTML and stylesheet before any
  // script is fetched. The signed-in back-office's screens are drawn by their scripts, which
  // therefore load at once.
  const paintFirst =
    scripts && staticHandlerContext.matches.some((match) => PAINT_FIRST_ROUTES.has(match.route.id));
  let context = routerContext;
  if (!scripts && routerContext.serverHandoffStream) {
    // Nobody reads the handoff: cancel it, so its encoder stops and its timeout is cleared.
    void routerContext.serverHandoffStream.cancel().catch(() => {});
    context = { ...routerContext, serverHandoffStream: undefined };
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext value={{ scripts, nonce }}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </DocumentContext>,
      {
        nonce,
        // The document is sent whole (onAllReady), so a finished Suspense boundary stays in place:
        // React otherwise moves a large one (the home page's donation panel) to the end of the
        // document with an inline script to put it back, script that every visitor then runs.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const output = paintFirst ? body.pipe(wholeDocument(hydrateAfterPaint)) : body;
          resolve(
            new Response(createReadableStreamFromReadable(output), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
