/**
 * IBM Equal Access (issue 36), a second accessibility engine beside axe. Its rule engine
 * (`accessibility-checker-engine`) is read from the installed package and evaluated in the page
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern: nothing
 * is downloaded at test time, and the site's policy stays on while it runs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const engine = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** The engine's WCAG 2.2 A and AA rule set. */
export const IBM_POLICY = 'WCAG_2_2';

/** One result of the engine's report (the fields read here). */
interface IbmResult {
  ruleId: string;
  reasonId: string;
  /** [level, outcome]: e.g. ['VIOLATION', 'FAIL'], ['VIOLATION', 'POTENTIAL'], ['RECOMMENDATION', 'FAIL']. */
  value: [string, string];
  message: string;
  path: { dom: string };
}

/**
 * The engine's violations on the page as it is now, one line each. A violation is a rule of the
 * policy that failed; the engine's "needs review" results (potential violations) and its
 * recommendations are left to a person, as in IBM's own checker.
 */
export async function ibmViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) {
    await page.evaluate(`${engine}\n;undefined`);
  }
  // Only the violations cross back from the page: the report also lists every passing check,
  // thousands of entries on a long page, which cost seconds to serialise.
  const results = await page.evaluate(async (policy) => {
    type Checker = { check(doc: Document, policies: string[]): Promise<{ results: unknown[] }> };
    const ace = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
    const { results: all } = await new ace.Checker().check(document, [policy]);
    return (all as { value: [string, string] }[]).filter(
      (result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL',
    );
  }, IBM_POLICY);
  return (results as IbmResult[]).map(
    (result) => `${result.ruleId} (${result.reasonId}): ${result.message} at ${result.path.dom}`,
  );
}
