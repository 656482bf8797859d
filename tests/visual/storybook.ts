/**
 * Reading the built Storybook's index and opening one story in its iframe, the way a designer's
 * browser does, then waiting for Storybook's own verdict: the story rendered, its play function
 * passed and the a11y addon's axe run (set to fail on violations) found nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, test as base, type Page } from '@playwright/test';
import { captureContext } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = process.env.STORYBOOK_DIR ?? path.join(root, 'storybook-static');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
  type: 'story' | 'docs';
}

export function storyEntries(): StoryEntry[] {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const sources = new Map<string, string>();

/** Whether a story's file sets up MSW handlers (`msw.use(…)` or the `msw` parameter). */
export function usesMsw(entry: StoryEntry): boolean {
  let source = sources.get(entry.importPath);
  if (source === undefined) {
    source = readFileSync(path.join(root, entry.importPath), 'utf8');
    sources.set(entry.importPath, source);
  }
  return /\bmsw\.use\(|\(\s*\{\s*msw\s*\}\s*\)|\bmsw\s*:\s*[[{]/.test(source);
}

export interface StoryOutcome {
  /** Storybook's STORY_FINISHED status: 'success', or 'error' for a failed play or axe run. */
  status: string;
  /** Thrown errors, failed reports (axe violations by rule) and service-worker messages. */
  problems: string[];
}

type StoryEvent = { type: string; payload: unknown };

declare global {
  interface Window {
    __storyEvents?: StoryEvent[];
    __storyChannel?: { emit(type: string, ...args: unknown[]): void };
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { story?: { parameters?: Record<string, unknown> } };
    };
  }
}

const watchedEvents = [
  'storyFinished',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'storyMissing',
  'storybook/a11y/result',
  'storybook/a11y/error',
];

/**
 * One Storybook iframe per worker, switched from story to story the way the Storybook UI
 * switches them (no reload per story: the preview bundle, axe and the MSW worker load once).
 */
export class StoryFrame {
  private current: string | null = null;
  private problems: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /\[MSW\]|service ?worker/i.test(text)) {
        this.problems.push(`console: ${text}`);
      }
    });
  }

  /** Blocks requests that leave this machine, and hooks Storybook's channel before it starts. */
  async prepare() {
    // The stock-photo host's images would arrive or not depending on the network: blocked, the
    // pages render their fallbacks the same way every run.
    await this.page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await this.page.addInitScript(
      ({ events }) => {
        window.__storyEvents = [];
        let channel: unknown;
        Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set(value: {
            on(type: string, listener: (payload: unknown) => void): void;
            emit(type: string, ...args: unknown[]): void;
          }) {
            channel = value;
            window.__storyChannel = value;
            for (const type of events) {
              value.on(type, (payload: unknown) => window.__storyEvents?.push({ type, payload }));
            }
          },
        });
      },
      { events: watchedEvents },
    );
  }

  /** Shows a story at the given size and waits until Storybook has finished with it. */
  async show(id: string, viewport: { width: number; height: number }): Promise<StoryOutcome> {
    this.problems = [];
    await this.page.setViewportSize(viewport);
    if (this.current === null) {
      await this.page.goto(`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    } else {
      await this.page.evaluate(
        ({ storyId, same }) => {
          window.__storyEvents = [];
          window.scrollTo(0, 0);
          window.__storyChannel?.emit(same ? 'forceRemount' : 'setCurrentStory', {
            storyId,
            viewMode: 'story',
          });
        },
        { storyId: id, same: this.current === id },
      );
    }
    this.current = id;
    const handle = await this.page.waitForFunction(
      (storyId) => {
        const events = window.__storyEvents ?? [];
        const done = events.some(
          (event) =>
            (event.type === 'storyFinished' &&
              (event.payload as { storyId?: string }).storyId === storyId) ||
            event.type === 'storyMissing',
        );
        if (!done) return null;
        // Only the verdicts cross back: an a11y report also lists every passing check.
        return events.map(({ type, payload }) => {
          if (type !== 'storyFinished') return { type, payload };
          const finished = payload as {
            storyId: string;
            status: string;
            reporters: { type: string; status: string; result?: unknown }[];
          };
          return {
            type,
            payload: {
              storyId: finished.storyId,
              status: finished.status,
              reporters: finished.reporters.map((report) => ({
                type: report.type,
                status: report.status,
                violations: (
                  (report.result as { violations?: { id: string; nodes: unknown[] }[] })
                    ?.violations ?? []
                ).map((v) => `${v.id} (${v.nodes.length})`),
              })),
            },
          };
        });
      },
      id,
      { timeout: 45_000 },
    );
    const events = (await handle.jsonValue()) as StoryEvent[];
    let status = 'error';
    const problems = [...this.problems];
    for (const { type, payload } of events) {
      if (type === 'storyFinished') {
        const finished = payload as {
          storyId: string;
          status: string;
          reporters: { type: string; status: string; violations: string[] }[];
        };
        if (finished.storyId !== id) continue;
        status = finished.status;
        // The a11y addon's axe run must have happened: a story without it proves nothing.
        if (!finished.reporters.some((report) => report.type === 'a11y')) {
          problems.push('no a11y report: axe did not run');
        }
        for (const report of finished.reporters) {
          if (report.status !== 'failed') continue;
          problems.push(`${report.type} report failed: ${report.violations.join(', ')}`);
        }
      } else {
        problems.push(`${type}: ${JSON.stringify(payload).slice(0, 500)}`);
      }
    }
    return { status, problems };
  }

  /**
   * Resizes the story already shown and has the a11y addon run axe again, with the story's own
   * a11y parameters (what the addon's panel does): the violations it finds, by rule.
   */
  async axeAt(viewport: { width: number; height: number }): Promise<string[]> {
    if (this.current === null) throw new Error('Show a story first');
    await this.page.setViewportSize(viewport);
    await this.page.evaluate(
      (storyId) =>
        new Promise<void>((done) => {
          window.__storyEvents = [];
          // Two frames: the new width has been laid out before axe reads the page.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const parameters = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters;
              window.__storyChannel?.emit('storybook/a11y/manual', storyId, parameters?.a11y);
              done();
            }),
          );
        }),
      this.current,
    );
    // Only the verdict crosses back: the addon's report also lists every passing check.
    const handle = await this.page.waitForFunction(
      () => {
        const event = (window.__storyEvents ?? []).find(
          (e) => e.type === 'storybook/a11y/result' || e.type === 'storybook/a11y/error',
        );
        if (!event) return null;
        if (event.type === 'storybook/a11y/error') {
          return [`axe failed to run: ${JSON.stringify(event.payload).slice(0, 300)}`];
        }
        const result = event.payload as { violations: { id: string; nodes: unknown[] }[] };
        return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      },
      undefined,
      { timeout: 45_000 },
    );
    return [...this.problems, ...((await handle.jsonValue()) as string[])];
  }
}

async function openFrame(browser: Browser) {
  const context = await browser.newContext(captureContext);
  const frame = new StoryFrame(await context.newPage());
  await frame.prepare();
  return { frame, close: () => context.close() };
}

/**
 * `test` with a Storybook iframe served under the sub-path: `frame` is worker-wide, switched from
 * story to story as the Storybook UI switches them.
 */
export const test = base.extend<object, { frame: StoryFrame }>({
  frame: [
    async ({ browser }, use) => {
      const { frame, close } = await openFrame(browser);
      await use(frame);
      await close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Web fonts loaded, every image settled (loaded, or failed and showing its fallback), nothing
 * focused and the page scrolled to the top: a play function that focused a field lower down
 * scrolled it, and the fixed header is drawn wherever the viewport was. Whether a focus ring
 * shows after a scripted click depends on the browser version's focus-visible heuristics, so
 * captures are taken unfocused; focus rings are checked by the stories and the e2e journeys.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}
