import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { frameworkGroup } from '../../../apps/web/chunks';

// Built with the site's own grouping of React, React DOM and React Router into one file
// (apps/web/chunks.ts), so the comparison is like for like.
export default defineConfig({
  plugins: [reactRouter()],
  build: { rolldownOptions: { output: { codeSplitting: { groups: [frameworkGroup] } } } },
});
