/**
 * What the journeys of a public form sent without JavaScript (issue 34) share: the two forms'
 * fields, a visitor with details of their own, holding a page's scripts back so a submit is
 * pressed before the page has hydrated, and every address the browser asked for, which must
 * never carry what the visitor typed.
 */
import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

export interface Visitor {
  first: string;
  last: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A visitor whose details appear nowhere else in the run. */
export function newVisitor(tag: string): Visitor {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first: 'Zainab',
    last: `Okafor${id}`,
    email: `zainab.${tag}.${id}@example.org`,
    phone: `07700 9${id.slice(-5).replace(/\D/g, '0').padEnd(5, '0')}`,
    subject: 'Helping at the food bank',
    message: `Could I help on Saturdays? Reference ${id}.`,
  };
}

export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: form.getByRole('textbox', { name: /Name/ }),
    email: form.getByRole('textbox', { name: /Email/ }),
    subject: form.getByRole('textbox', { name: /Subject/ }),
    message: form.getByRole('textbox', { name: /Message/ }),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

export async function fillContact(page: Page, who: Visitor) {
  const f = contactForm(page);
  await f.name.fill(`${who.first} ${who.last}`);
  await f.email.fill(who.email);
  await f.subject.fill(who.subject);
  await f.message.fill(who.message);
  return f;
}

export function volunteerForm(page: Page) {
  const form = page.getByRole('form', { name: 'Volunteer Application' });
  return {
    form,
    first: form.getByRole('textbox', { name: /First Name/ }),
    last: form.getByRole('textbox', { name: /Last Name/ }),
    email: form.getByRole('textbox', { name: /Email Address/ }),
    phone: form.getByRole('textbox', { name: /^Phone Number/ }),
    city: form.getByRole('textbox', { name: /^City/ }),
    birth: form.getByLabel(/Date of Birth/),
    skill: form.getByRole('checkbox', { name: 'Teaching/Education' }),
    interest: form.getByRole('checkbox', { name: 'Food Security' }),
    weekends: form.getByRole('radio', { name: 'Weekends only' }),
    terms: form.getByRole('checkbox', { name: /terms and conditions/ }),
    background: form.getByRole('checkbox', { name: /background check/ }),
    submit: form.getByRole('button', { name: 'Submit Application' }),
  };
}

/** Ticks a box or picks a radio by its label, as a person does (works without JavaScript). */
async function choose(page: Page, label: string | RegExp) {
  await volunteerForm(page)
    .form.getByText(label, { exact: typeof label === 'string' })
    .click();
}

export async function fillVolunteer(page: Page, who: Visitor) {
  const f = volunteerForm(page);
  await f.first.fill(who.first);
  await f.last.fill(who.last);
  await f.email.fill(who.email);
  await f.phone.fill(who.phone);
  await f.city.fill('Leeds');
  await f.birth.fill('1990-04-01');
  await choose(page, 'Teaching/Education');
  await choose(page, 'Food Security');
  await choose(page, 'Weekends only');
  await choose(page, /I agree to the terms and conditions/);
  await choose(page, /background check/);
  return f;
}

/** Presses `submit` and waits for the answer to the form's post (before any redirect). */
export async function postBy(page: Page, submit: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().isNavigationRequest(),
    ),
    submit(),
  ]);
  return response;
}

/** Every address the page's browser asks for, documents and everything else. */
export function visitedAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** No address the browser asked for carries any of the visitor's details, encoded or not. */
export function expectNoDetailsIn(addresses: readonly string[], who: Visitor) {
  expect(addresses.length).toBeGreaterThan(0);
  const details = [who.last, who.email, who.phone, who.message, who.subject].map((d) =>
    d.toLowerCase(),
  );
  for (const address of addresses) {
    const readable = decodeURIComponent(address.replace(/\+/g, ' ')).toLowerCase();
    for (const detail of details) expect(readable, address).not.toContain(detail);
    // Nothing of a form in a query string at all.
    expect(new URL(address).searchParams.has('email'), address).toBe(false);
  }
}

/**
 * Holds back every script file the site sends until `release()`, so the page shows its HTML and
 * a person can press submit before React has hydrated it (a slow connection). Scripts asked for
 * after `release()` load at once.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  let heldOne!: () => void;
  const firstHeld = new Promise<void>((resolve) => {
    heldOne = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      held += 1;
      heldOne();
      await released;
      await route.continue().catch(() => undefined); // the page moved on meanwhile
    },
  );
  return {
    release,
    /** How many script requests have been held. */
    held: () => held,
    /** Settles once the page has asked for a script (however long a loaded machine takes). */
    firstHeld,
  };
}

/** Whether React Router has hydrated the page (it exposes its router then). */
export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => '__reactRouterDataRouter' in window);
}

/** Waits, with no time of its own (the test's limit applies), until the page has hydrated. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}
