#!/usr/bin/env node
// Entry point for `pnpm local-supabase <command>`. Registers tsx so the TypeScript sources in
// src/ run directly, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const code = await main(process.argv.slice(2));
if (code >= 0) process.exit(code);
