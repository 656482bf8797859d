import { defaultTheme } from '@charitykit/ui';
import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isThemeName, themeStyle, themes } from './themes';
import { viewports } from './viewports';

// The theme class goes on <html>, as an app does, so portalled overlays (dialogs, toasts rendered
// outside the story root) read the same theme variables as the story.
if (typeof document !== 'undefined') document.documentElement.classList.add(defaultTheme);

/**
 * Where the MSW worker script is, relative to where this Storybook is served. The addon's
 * default registers `/mockServiceWorker.js` from the origin's root, which does not exist when
 * the static build is deployed under a sub-path (GitHub Pages' `/charitykit/`). Vite's base is
 * relative (`./`) in the static build and `/` in the dev server and in story tests, so this
 * resolves to the file beside `iframe.html` everywhere.
 */
function mockServiceWorkerUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}mockServiceWorker.js`, document.baseURI).href;
}

async function startMockServiceWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // The worker's scope is its own folder, so it controls this Storybook and nothing above it.
    serviceWorker: { url: mockServiceWorkerUrl() },
    onUnhandledFrame({ frame, defaults }) {
      // As the addon's default: Storybook's own files and static assets are not API calls.
      const { request } = frame.data as { request?: unknown };
      if (
        request instanceof Request &&
        (isCommonAssetRequest(request) || /\.mdx$|sb-common-assets|iframe\.html/.test(request.url))
      )
        return;
      defaults.warn();
    },
  });
  return worker;
}

const appliedToDocument = new Set<string>();

/** The theme's variables on <html> too, for overlays portalled outside the story root. */
function applyToDocument(style: Record<string, string>) {
  const root = document.documentElement.style;
  for (const name of appliedToDocument) if (!(name in style)) root.removeProperty(name);
  appliedToDocument.clear();
  for (const [name, value] of Object.entries(style)) {
    root.setProperty(name, value);
    appliedToDocument.add(name);
  }
}

const preview: Preview = {
  loaders: [mswLoader(startMockServiceWorker)],
  globalTypes: {
    theme: {
      description: 'The charity theme, applied through the same runtime theme the site uses',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(themes).map(([value, theme]) => ({ value, title: theme.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  decorators: [
    (Story, { globals, parameters }) => {
      const theme = themes[isThemeName(globals.theme) ? globals.theme : 'default'];
      const style = themeStyle(theme);
      if (typeof document !== 'undefined') applyToDocument(style);
      // Page stories fill the viewport as the site does; components get a little room.
      const padding = parameters.page ? 0 : 16;
      return (
        <div className={defaultTheme} style={{ ...style, padding }}>
          <Story />
        </div>
      );
    },
  ],
  parameters: {
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: { options: viewports },
  },
};

export default preview;
