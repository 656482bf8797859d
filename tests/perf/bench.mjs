#!/usr/bin/env node
// `npm run bench`: per public route, the JavaScript and CSS shipped (gzip), the ratio to a bare
// React + React Router page built beside it, and Lighthouse's mobile scores from Debian Chromium,
// with the admin area's first load (/admin, signed out) beside them; then the load figure
// (tests/perf/load.mjs): `/` through the site server next to the same HTML served as a static
// file by the same process, with the backend's request count; and the flood figure: visitors'
// p95 quiet and beside a client asking for random unknown paths, in one run.
// Lighthouse runs each page three times (mobile, simulated throttling) and reports the run with
// the median performance score, as Lighthouse's own docs advise for variance (issue 36).
// Usage: node tests/perf/bench.mjs [--skip-build] [--load-only] [--no-load] [/route …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { serveSite } from '../../scripts/serve.mjs';
import { formatFlood, formatLoad, measureFlood, measureLoad } from './load.mjs';
import {
  ADMIN_PATH,
  bareClientDir,
  buildBoth,
  bundleBreakdown,
  isContentRoute,
  kb,
  measure,
  NOT_FOUND_PATH,
  publicRoutes,
  SIGN_IN_PATH,
  webClientDir,
} from './measure.mjs';

const args = process.argv.slice(2);
await buildBoth({ skipWebBuild: args.includes('--skip-build') || args.includes('--load-only') });
if (args.includes('--load-only')) {
  console.log(formatLoad(await measureLoad()));
  console.log('');
  console.log(formatFlood(await measureFlood()));
  process.exit(0);
}
const only = args.filter((arg) => arg.startsWith('/'));
const routes =
  only.length > 0 ? only : [...(await publicRoutes()), NOT_FOUND_PATH, ADMIN_PATH, SIGN_IN_PATH];
/** Lighthouse runs per page; the median run is reported. */
const RUNS = 3;

/** The run whose performance score is the median of the runs (Lighthouse's advice on variance). */
function medianRun(results) {
  const byPerformance = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byPerformance[Math.floor(byPerformance.length / 2)];
}

const [bare] = await measure(bareClientDir, ['/']);
const sizes = await measure(webClientDir, routes);

const site = await serveSite({ port: 0 });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const rows = [];
try {
  for (const size of sizes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(site.url + size.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The stock-photo host cannot be reached from these machines.
        blockedUrlPatterns: ['*images.unsplash.com*'],
      });
      if (result) runs.push(result.lhr);
    }
    const lhr = medianRun(runs);
    const score = (id) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
    const seconds = (id) => ((lhr?.audits[id]?.numericValue ?? 0) / 1000).toFixed(2);
    rows.push({
      route: size.path,
      js: kb(size.jsBytes),
      css: kb(size.cssBytes),
      ratio: (size.jsBytes / bare.jsBytes).toFixed(2),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: seconds('first-contentful-paint'),
      lcp: seconds('largest-contentful-paint'),
    });
  }
} finally {
  await chrome.kill();
  await site.close();
}

const header =
  '| route | JS (gzip) | CSS (gzip) | JS ratio to bare | performance | accessibility | best practices | SEO | FCP | LCP |';
console.log(`Bare React + React Router page: ${kb(bare.jsBytes)} JS (gzip)\n`);
console.log(header);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.js} | ${r.css} | ${r.ratio} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} s | ${r.lcp} s |`,
  );
}

// Item 3 of issue 22: what each interactive route's JavaScript is made of, biggest first.
const TOP_MODULES = 12;
for (const size of sizes) {
  if (isContentRoute(size.path) || size.path.startsWith(ADMIN_PATH)) continue;
  console.log(
    `\n${size.path}: ${kb(size.jsBytes)} in ${size.scripts.length} files; biggest modules`,
  );
  console.log('| module | JS (gzip) |\n|---|---|');
  for (const { module, bytes } of bundleBreakdown(size).slice(0, TOP_MODULES)) {
    console.log(`| ${module} | ${kb(bytes)} |`);
  }
}

if (!args.includes('--no-load')) {
  console.log('');
  console.log(formatLoad(await measureLoad()));
  console.log('');
  console.log(formatFlood(await measureFlood()));
}
