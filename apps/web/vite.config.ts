import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { stylesheetGroup } from './stylesheets';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  // Styles in two stylesheets rather than one per chunk (issue 22): every public page blocks its
  // first paint on one file, the site's, and only the back-office also loads its own.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id: string) => stylesheetGroup(id), priority: 100 }],
        },
      },
    },
  },
});
