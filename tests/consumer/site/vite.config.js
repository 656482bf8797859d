import { defineConfig } from 'vite';

// One page per build (CONSUMER_ENTRY), so each is measured on its own; run.mjs writes each
// <entry>.html beside its script.
const entry = process.env.CONSUMER_ENTRY ?? 'app';

export default defineConfig({ build: { rollupOptions: { input: `${entry}.html` } } });
