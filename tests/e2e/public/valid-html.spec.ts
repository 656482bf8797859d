import { HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures';

// Every public route's server HTML, as a visitor (or a crawler) first gets it, checked by a real
// validator (html-validate) for conformance to the HTML standard and its accessibility rules.
// Two of the a11y preset's rules are advice rather than conformance and are off, each for its
// stated reason; everything else of `standard` and `a11y` applies.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // ARIA in HTML allows aria-label on a list (role list); the footer's and dropdown's lists
    // are named that way so a screen reader's list navigation tells them apart.
    'aria-label-misuse': 'off',
    // The appeals' progress is a labelled role="progressbar" with its figures as text, styled as
    // a bar; <progress> cannot be styled alike across browsers. ARIA allows both.
    'prefer-native-element': 'off',
  },
  elements: [
    'html5',
    {
      // HTML gives <textarea> no `type` attribute (the W3C checker rejects one); html-validate's
      // own table lets it pass, so it is declared unknown here.
      textarea: { attributes: { type: { deprecated: true } } },
    },
  ],
});

/** Every page the site lists for crawlers, and a path no route matches (the not-found page). */
async function publicPaths(request: import('@playwright/test').APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  return [...paths, '/this-page-does-not-exist'];
}

test('every public route serves valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await publicPaths(request);
  // The sitemap lists the built-in routes and the published builder pages.
  expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/programs/water', '/volunteer']));
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect([200, 404]).toContain(response.status());
    const report = await validator.validateString(await response.text(), path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
  expect(problems).toEqual([]);
});

test('the pages a form posted without JavaScript comes back to serve valid HTML (issue 34)', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const answers = [
    ['/contact/sent', await request.get('/contact/sent')],
    ['/volunteer/sent', await request.get('/volunteer/sent')],
    // Sent almost empty: the missing fields' messages, the error summary, each value as sent.
    ...(await Promise.all(
      ['/contact', '/volunteer'].map(
        async (path) =>
          [
            `POST ${path}`,
            await request.post(path, {
              form: { firstName: 'Amina', name: 'A', website: '' },
              headers: { Origin: baseURL ?? '', 'Sec-Fetch-Site': 'same-origin' },
            }),
          ] as const,
      ),
    )),
  ] as const;
  const problems: string[] = [];
  for (const [label, response] of answers) {
    expect([200, 400], label).toContain(response.status());
    const html = await response.text();
    if (label.startsWith('POST')) expect(html, label).toContain('There is a problem');
    const report = await validator.validateString(html, label);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${label}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
  expect(problems).toEqual([]);
});

test('the validator catches what the pages once had', async () => {
  // The checks above can fail: the faults issue 22 fixed are each reported.
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;
  const faults = [
    '<span><address>1 Street</address></span>',
    '<label for="m">Message</label><textarea id="m" type="text"></textarea>',
    '<label for="a">Address</label><input id="a" type="text" autocomplete="street-address">',
  ];
  for (const fault of faults) {
    const report = await validator.validateString(page(fault));
    expect(report.valid, fault).toBe(false);
  }
  expect((await validator.validateString(page('<p>Fine</p>'))).valid).toBe(true);
});
