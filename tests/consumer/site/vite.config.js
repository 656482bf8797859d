import { defineConfig } from 'vite';

// One page per build (CONSUMER_ENTRY), so each is measured on its own; run.mjs writes each
// <entry>.html beside its script. The manifest tells run.mjs which files a page loads at once
// (its entry and their static imports) and which only on demand.
const entry = process.env.CONSUMER_ENTRY ?? 'app';

export default defineConfig({
  build: { manifest: true, rollupOptions: { input: `${entry}.html` } },
});
