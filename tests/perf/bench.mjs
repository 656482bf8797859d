#!/usr/bin/env node
// `npm run bench`: per public route, the JavaScript and CSS shipped (gzip), the ratio to a bare
// React + React Router page built beside it, and Lighthouse's mobile scores from Debian Chromium,
// with the admin area's first load (/admin, signed out) beside them; then the load figure
// (tests/perf/load.mjs): `/` through the site server next to the same HTML served as a static
// file by the same process, with the backend's request count; and the flood figure: visitors'
// p95 quiet and beside a client asking for random unknown paths, in one run.
// Lighthouse runs each page three times (mobile, simulated throttling) and reports the run with
// the median performance score, as Lighthouse's own docs advise for variance (issue 36).
// The site server reads a fresh local backend (started here, on BENCH_BACKEND_PORT or a free
// port) with one published builder page, /winter-warmth-appeal, measured beside the built-in routes.
// Usage: node tests/perf/bench.mjs [--skip-build] [--load-only] [--no-load] [/route …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { serveSite } from '../../scripts/serve.mjs';
import { formatFlood, formatLoad, measureFlood, measureLoad, startBenchBackend } from './load.mjs';
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

/** The builder page of the bench: what staff typically publish (hero, text, image, call to action). */
const BUILDER_PAGE = {
  // Not a slug the backend's sample pages use (its seed has a Winter Appeal).
  title: 'Winter Warmth Appeal',
  slug: 'winter-warmth-appeal',
  status: 'published',
  meta_description: 'Warm clothes, blankets and fuel for families facing freezing temperatures.',
  content: {
    sections: [
      {
        type: 'hero',
        title: 'Winter Appeal',
        content: {
          description: 'Warm clothes, blankets and fuel for families facing freezing temperatures.',
          buttonText: 'Donate now',
        },
      },
      {
        type: 'text',
        title: 'Why it matters',
        content: {
          text: 'Every winter, displaced families face temperatures well below zero.\n\nA warm kit keeps a child safe through the coldest months: a coat, boots, a blanket and a hat, bought locally and handed out by our teams.',
        },
      },
      {
        type: 'cta',
        title: 'Give warmth',
        content: {
          description: '£30 provides a winter kit for a child.',
          buttonText: 'Give now',
          buttonLink: '/contact',
        },
      },
    ],
  },
};
const BUILDER_PATH = `/${BUILDER_PAGE.slug}`;

/** Publishes the bench's builder page through the backend's REST API, as the service. */
async function publishBuilderPage({ url, serviceRoleKey }) {
  const response = await fetch(`${url}/rest/v1/pages`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(BUILDER_PAGE),
  });
  if (!response.ok) {
    throw new Error(
      `Publishing ${BUILDER_PATH} failed: ${response.status} ${await response.text()}`,
    );
  }
}

const backendPort = process.env.BENCH_BACKEND_PORT;
const backend = await startBenchBackend(backendPort ? { port: Number(backendPort) } : {});
process.on('exit', () => void backend.stop());
// The site server (in this process) reads it: settings, and the published builder page.
process.env.SUPABASE_URL = backend.url;
process.env.SUPABASE_ANON_KEY = backend.anonKey;
await publishBuilderPage(backend).catch(async (error) => {
  await backend.stop();
  throw error;
});

const only = args.filter((arg) => arg.startsWith('/'));
const routes =
  only.length > 0
    ? only
    : [...(await publicRoutes()), BUILDER_PATH, NOT_FOUND_PATH, ADMIN_PATH, SIGN_IN_PATH];
/** Lighthouse runs per page; the median run is reported. */
const RUNS = 3;

/** The run whose performance score is the median of the runs (Lighthouse's advice on variance). */
function medianRun(results) {
  const byPerformance = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byPerformance[Math.floor(byPerformance.length / 2)];
}

/**
 * `--detail`: what blocked the main thread on a page (Lighthouse's long tasks, as simulated, and
 * the script evaluation per file), to see where the blocking time comes from.
 */
function printDetail(route, lhr) {
  const tasks = lhr?.audits['long-tasks']?.details?.items ?? [];
  console.log(`\n${route}: long tasks (simulated ms, start ms, source)`);
  for (const task of tasks) {
    console.log(`  ${Math.round(task.duration)} at ${Math.round(task.startTime)}  ${task.url}`);
  }
  // Lighthouse 13 names the element in its LCP breakdown insight, beside the breakdown table.
  const lcp = (lhr?.audits['lcp-breakdown-insight']?.details?.items ?? []).find(
    (item) => item.type === 'node',
  );
  console.log(
    `${route}: largest contentful paint: ${lcp ? `${lcp.selector} "${lcp.nodeLabel}"` : '(none found)'}`,
  );
  const bootup = lhr?.audits['bootup-time']?.details?.items ?? [];
  console.log(`${route}: script evaluation / parse (simulated ms)`);
  for (const item of bootup) {
    console.log(
      `  ${Math.round(item.scripting)} / ${Math.round(item.scriptParseCompile)}  ${item.url}`,
    );
  }
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
      tbt: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
    });
    if (args.includes('--detail')) printDetail(size.path, lhr);
  }
} finally {
  await chrome.kill();
  await site.close();
  await backend.stop();
}

const header =
  '| route | JS (gzip) | CSS (gzip) | JS ratio to bare | performance | accessibility | best practices | SEO | FCP | LCP | TBT |';
console.log(`Bare React + React Router page: ${kb(bare.jsBytes)} JS (gzip)\n`);
console.log(header);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.js} | ${r.css} | ${r.ratio} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} s | ${r.lcp} s | ${r.tbt} ms |`,
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
