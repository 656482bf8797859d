/**
 * No form on the public site can send personal data by GET (issue 34): a GET puts every field in
 * the address, the browser's history, every server's and CDN's logs and the next page's
 * Referer. Every public page is loaded as a visitor without JavaScript gets it (the server's
 * HTML) and as one with it (after hydration, wide enough for the home page's donation panel);
 * each form that a submit button could send by GET may carry only fields whose names say they
 * are not about a person (the donation forms' amount).
 */
import type { Page } from '@playwright/test';
import { routePagePaths } from '../../../apps/web/app/public-paths';
import { expect, test, waitForHydration } from './fixtures';

/** Names a person's details go under, in the forms' and in any likely future form's words. */
const PERSONAL =
  /name|mail|phone|tel|mobile|address|street|city|town|country|post_?code|zip|birth|dob|age|message|subject|comment|note|occupation|contact|referee|reference|experience|motivation|skill|interest|availability|agree|consent|password|card|iban|account|gift_?aid/i;

interface FormInfo {
  /** Where the form is, for the failure message. */
  where: string;
  /** The methods its submit buttons send it by (the form's own, or a button's formmethod). */
  methods: string[];
  /** The names of the fields it would send. */
  fields: string[];
}

/** Every form on the page, how it can be sent, and what it would send. */
function formsOf(page: Page): Promise<FormInfo[]> {
  return page.evaluate(() =>
    [...document.forms].map((form, index) => {
      const controls = [...form.elements] as (HTMLInputElement | HTMLButtonElement)[];
      const submitters = controls.filter(
        (control) =>
          (control instanceof HTMLButtonElement && control.type === 'submit') ||
          (control instanceof HTMLInputElement && ['submit', 'image'].includes(control.type)),
      );
      // Enter in a field sends the form by its own method even without a button.
      const methods = new Set([form.method]);
      for (const submitter of submitters)
        if (submitter.formMethod) methods.add(submitter.formMethod);
      return {
        where: `form ${index + 1} (${form.getAttribute('aria-label') ?? form.id ?? ''})`,
        methods: [...methods],
        fields: controls.map((control) => control.name).filter((name) => name !== ''),
      };
    }),
  );
}

function expectNoPersonalFieldsByGet(forms: FormInfo[], path: string) {
  for (const form of forms) {
    if (!form.methods.includes('get')) continue;
    const personal = form.fields.filter((name) => PERSONAL.test(name));
    expect(personal, `${path}: ${form.where} can send these by GET`).toEqual([]);
  }
}

const paths = [...routePagePaths, '/no-such-page'];

test.describe("with JavaScript off (the server's HTML)", () => {
  test.use({ javaScriptEnabled: false });

  test('no form on any public page can send a field named like personal data by GET', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const seen = new Map<string, FormInfo[]>();
    for (const path of paths) {
      await page.goto(path);
      const forms = await formsOf(page);
      seen.set(path, forms);
      expectNoPersonalFieldsByGet(forms, path);
    }
    // The check is about something: the forms that carry personal data are there, and post.
    for (const path of ['/contact', '/volunteer', '/contact/sent', '/volunteer/sent']) {
      const personal = seen.get(path)?.filter((form) => form.fields.some((f) => PERSONAL.test(f)));
      expect(personal?.length, path).toBe(1);
      expect(personal?.[0]?.methods, path).toEqual(['post']);
    }
    // And the donation forms, the GET ones, carry an amount and nothing else.
    for (const path of ['/', '/rohingya-crisis', '/gaza-emergency']) {
      const byGet = seen.get(path)?.filter((form) => form.methods.includes('get')) ?? [];
      expect(byGet.length, path).toBeGreaterThan(0);
      for (const form of byGet) expect(form.fields, path).toEqual(['amount']);
    }
  });
});

test('with JavaScript on, once each page has hydrated, no form can send personal data by GET either', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Wide enough for the home page's Make a Donation panel, which loads on such screens only.
  await page.setViewportSize({ width: 1600, height: 1000 });
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    expectNoPersonalFieldsByGet(await formsOf(page), path);
  }
});

test('the check itself catches a form that would send personal data by GET', async ({ page }) => {
  await page.setContent(
    '<form><input name="email"><button>Send</button></form>' +
      '<form method="post"><input name="phone"><button formmethod="get">Send</button></form>' +
      '<form method="post"><input name="fullName"><button>Send</button></form>',
  );
  const forms = await formsOf(page);
  expect(forms.map((form) => form.methods)).toEqual([['get'], ['post', 'get'], ['post']]);
  expect(() => expectNoPersonalFieldsByGet(forms.slice(0, 1), 'test')).toThrow();
  expect(() => expectNoPersonalFieldsByGet(forms.slice(1, 2), 'test')).toThrow();
  expect(() => expectNoPersonalFieldsByGet(forms.slice(2), 'test')).not.toThrow();
});
