import { defaultTheme } from '@charitykit/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

// The theme class goes on <html>, as an app does, so portalled overlays (dialogs, toasts rendered
// outside the story root) read the same theme variables as the story.
if (typeof document !== 'undefined') document.documentElement.classList.add(defaultTheme);

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <div className={defaultTheme} style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (360)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        extraWide: {
          name: 'Extra wide (1536)',
          styles: { width: '1536px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
