import { defaultTheme } from '@charitykit/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

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
  },
};

export default preview;
