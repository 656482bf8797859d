import { DEFAULT_THEME_COLORS } from '@charitykit/content';
import { defaultTheme, LinkProvider } from '@charitykit/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppLink } from './app-link';
import { useDocumentInfo } from './page-scripts';

export function Layout({ children }: { children: ReactNode }) {
  // The browser's UI colour follows the saved primary colour on public pages.
  const publicData = useRouteLoaderData<{ settings?: { themeColors?: { primary?: string } } }>(
    'routes/public-layout',
  );
  const themeColour = publicData?.settings?.themeColors?.primary ?? DEFAULT_THEME_COLORS.primary;
  // A content page (its route's `handle`, see page-scripts.ts) is sent as HTML and CSS only.
  const { scripts } = useDocumentInfo();
  return (
    <html lang="en-GB" className={defaultTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <LinkProvider component={AppLink}>
      <Outlet />
    </LinkProvider>
  );
}

/** Shown by the SPA fallback (admin, unknown paths) until the client has rendered the route. */
export function HydrateFallback() {
  return <p style={{ padding: '2rem' }}>Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main style={{ padding: '2rem' }}>
      <h1>{title}</h1>
      <p>Something went wrong. Please try again.</p>
      <a href="/">Return to Home</a>
    </main>
  );
}
