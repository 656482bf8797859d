/**
 * axe in a journey's page, run as axe itself runs: its source (the copy @axe-core/playwright
 * ships) evaluated once per document through the DevTools protocol, then `axe.run` on the
 * document, with only the violations sent back.
 *
 * AxeBuilder.analyze() gives the same verdict but costs 2-3 s a call on this project's pages
 * (idle machine): it injects axe again on every call, runs it frame by frame, then opens a blank
 * page to merge the frames' results, and serialises every passing check. Here a call costs a
 * tenth of that. Our pages have no frames; a page that has some is handed to AxeBuilder, which
 * checks inside them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Every WCAG 2.0-2.2 A and AA rule. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One violation: the rule, its help text, and where (axe's selectors). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's violations of the rules tagged `tags` on the page as it is now. */
export async function axeRun(page: Page, tags: readonly string[]): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags([...tags]).analyze();
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(`${axeSource}\n;undefined`);
  }
  return page.evaluate(async (runOnly) => {
    type Result = {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<Result> } })
      .axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: runOnly },
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  }, tags);
}

/** The violations as one line each, for a failing expectation's message. */
export async function axeViolations(
  page: Page,
  tags: readonly string[] = WCAG_AA_TAGS,
): Promise<string[]> {
  return (await axeRun(page, tags)).map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
