// @vitest-environment node
// (Request, Response and FormData as the site server has them: Node's, not jsdom's.)
import {
  contactPage,
  contactSendFailed,
  publicFormMessages,
  submissionNotices,
  validationMessages,
  volunteerPage,
} from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import {
  formPageState,
  handleFormPost,
  isCrossSite,
  MAX_FORM_BYTES,
  readFields,
} from './form-post.server';
import { LiveSite } from './live-site.server';
import { contactFormPost, volunteerFormPost } from './public-forms.server';
import { siteLoadContext } from './site-context';

const SITE = 'https://www.hope-relief.org.uk';
const backend = { url: 'https://project.supabase.co', anonKey: 'anon-key' };

interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A backend that answers every insert with `answer` and keeps what it was sent. */
function fakeBackend(
  answer: () => Response | Promise<Response> = () => new Response(null, { status: 201 }),
) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return answer();
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

function post(body: BodyInit, headers: Record<string, string> = {}, path = '/contact'): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body,
  });
}

/** What the site server hands an action: the site, and the visitor's address when it has one. */
function contextFor(visitor: string | null = '203.0.113.5') {
  const site = { live: new LiveSite(), siteUrl: SITE };
  return siteLoadContext(visitor ? { ...site, clientAddress: visitor } : site);
}

const message = new URLSearchParams({
  name: ' Amina Khan ',
  email: 'amina@example.org',
  subject: 'Volunteering <b>weekends</b>',
  message: 'I would like to help at your next food drive.',
  website: '',
});

/** Runs the contact action on `request` against a fake backend. */
async function sendContact(request: Request, answer?: () => Response | Promise<Response>) {
  const fake = fakeBackend(answer);
  const logs: string[] = [];
  const context = contextFor();
  const result = await handleFormPost(
    contactFormPost,
    { request, context },
    {
      backend,
      fetch: fake.fetch,
      log: (line) => logs.push(line),
    },
  );
  return { result, sent: fake.sent, logs, context };
}

/** The data and status of an answer that is the form again (not a redirect). */
function page(answer: Response | { data: unknown; init: ResponseInit | null }) {
  if (answer instanceof Response) throw new Error(`expected data, got ${answer.status}`);
  return {
    data: answer.data,
    status: answer.init?.status,
    headers: new Headers(answer.init?.headers),
  };
}

/** The response thrown for a refused request. */
async function refused(run: Promise<unknown>): Promise<Response> {
  try {
    await run;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected the request to be refused');
}

describe('a contact message posted without JavaScript', () => {
  it('given a valid message, then it is stored as the browser stores it and the browser is sent to the thanks page', async () => {
    const { result, sent, context } = await sendContact(post(message));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(contactPage.sent.path);
    expect(sent).toHaveLength(1);
    const [insert] = sent;
    expect(insert?.url).toBe(`${backend.url}/rest/v1/contact_messages`);
    expect(insert?.headers.get('apikey')).toBe(backend.anonKey);
    expect(insert?.headers.get('authorization')).toBe(`Bearer ${backend.anonKey}`);
    expect(insert?.headers.get('prefer')).toBe('return=minimal');
    // Cleaned as the browser cleans before checking: trimmed, no angle brackets.
    expect(insert?.body).toEqual({
      name: 'Amina Khan',
      email: 'amina@example.org',
      subject: 'Volunteering bweekends/b',
      message: 'I would like to help at your next food drive.',
      consent_text: submissionNotices.contact.text,
      website: null,
    });
    expect(formPageState(context)).toEqual({ postProblem: false });
  });

  it('names the visitor the site server vouches for to the backend, never an address the visitor wrote', async () => {
    const { sent } = await sendContact(post(message, { 'X-Forwarded-For': '198.51.100.66' }));
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.5');
  });

  it('under a server that knows no visitor address, names none', async () => {
    const fake = fakeBackend();
    await handleFormPost(
      contactFormPost,
      { request: post(message, { 'X-Forwarded-For': '198.51.100.66' }), context: contextFor(null) },
      { backend, fetch: fake.fetch },
    );
    expect(fake.sent[0]?.headers.has('x-forwarded-for')).toBe(false);
  });

  it('given the honeypot filled, then it is handed to the backend, which drops it, and the answer is the same', async () => {
    const bot = new URLSearchParams(message);
    bot.set('website', 'https://spam.example');
    const { result, sent } = await sendContact(post(bot));
    expect((result as Response).status).toBe(303);
    expect(sent[0]?.body.website).toBe('https://spam.example');
  });

  it("reads only the form's own fields, the first of each, so a post cannot set what staff own", async () => {
    const forged = new URLSearchParams(message);
    forged.append('name', 'Second Name');
    forged.set('status', 'handled');
    forged.set('id', '00000000-0000-0000-0000-000000000000');
    forged.set('consent_text', 'I agreed to nothing');
    const { sent } = await sendContact(post(forged));
    expect(sent[0]?.body.name).toBe('Amina Khan');
    expect(Object.keys(sent[0]?.body ?? {}).sort()).toEqual(
      ['consent_text', 'email', 'message', 'name', 'subject', 'website'].sort(),
    );
    expect(sent[0]?.body.consent_text).toBe(submissionNotices.contact.text);
  });

  it('given invalid values, then nothing is sent and the form comes back 400 with every value and message', async () => {
    const { result, sent, context } = await sendContact(
      post(
        new URLSearchParams({ name: 'A', email: 'not an email', subject: '', message: 'short' }),
      ),
    );
    expect(sent).toEqual([]);
    const { data, status } = page(result);
    expect(status).toBe(400);
    expect(data).toEqual({
      status: 'invalid',
      values: { name: 'A', email: 'not an email', subject: '', message: 'short' },
      errors: {
        name: validationMessages.contact.nameLength,
        email: validationMessages.contact.emailInvalid,
        subject: validationMessages.contact.subjectRequired,
        message: validationMessages.contact.messageLength,
      },
    });
    expect(formPageState(context)).toEqual({ postProblem: true });
  });

  it('given a post of no fields at all, then every field is required', async () => {
    const { result, sent } = await sendContact(post(''));
    expect(sent).toEqual([]);
    expect(page(result).data).toMatchObject({
      status: 'invalid',
      errors: { name: validationMessages.contact.nameRequired },
    });
  });

  it('given the flood limit, then 429 with when to try again, every value kept', async () => {
    const { result, logs } = await sendContact(
      post(message),
      () => new Response('{"code":"P0429"}', { status: 429, headers: { 'Retry-After': '125' } }),
    );
    const { data, status, headers } = page(result);
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('125');
    expect(data).toMatchObject({ status: 'failed', values: { name: 'Amina Khan' } });
    expect((data as { message: string }).message).toContain('Please try again in 3 minutes');
    expect(logs.join('\n')).not.toContain('amina');
  });

  it("given no backend answer, then 503 with the form's failure message and every value; the log names no one", async () => {
    const { result, logs } = await sendContact(post(message), () => {
      throw new TypeError('fetch failed');
    });
    const { data, status } = page(result);
    expect(status).toBe(503);
    expect(data).toEqual({
      status: 'failed',
      message: contactSendFailed,
      values: {
        name: 'Amina Khan',
        email: 'amina@example.org',
        subject: 'Volunteering bweekends/b',
        message: 'I would like to help at your next food drive.',
      },
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('contact_messages');
    expect(logs[0]).not.toMatch(/amina|Khan|food drive/i);
  });

  it('given the database refusing a value, then 400 and the failure message', async () => {
    const { result } = await sendContact(
      post(message),
      () => new Response('{"code":"23514"}', { status: 400 }),
    );
    expect(page(result)).toMatchObject({ status: 400, data: { message: contactSendFailed } });
  });

  it("given a backend error or a wrong key, then 503: the site's problem, not the visitor's", async () => {
    for (const code of [401, 500, 502]) {
      const { result } = await sendContact(
        post(message),
        () => new Response(null, { status: code }),
      );
      expect(page(result).status).toBe(503);
    }
  });
});

describe('what a form post must be', () => {
  it('refuses a post from another site, whatever else it sends', async () => {
    const cases: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: SITE },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
    ];
    for (const headers of cases) {
      const request = post(message, headers);
      if (headers['Sec-Fetch-Site'] === '') request.headers.delete('sec-fetch-site');
      const response = await refused(sendContact(request));
      expect(response.status).toBe(403);
    }
  });

  it("tells this site's own posts from others' by Sec-Fetch-Site, else Origin, else Referer", () => {
    const request = (headers: Record<string, string>) =>
      new Request(`${SITE}/contact`, { method: 'POST', headers });
    expect(isCrossSite(request({ 'Sec-Fetch-Site': 'same-origin' }), SITE)).toBe(false);
    expect(isCrossSite(request({ 'Sec-Fetch-Site': 'none' }), SITE)).toBe(false);
    expect(isCrossSite(request({ 'Sec-Fetch-Site': 'cross-site', Origin: SITE }), SITE)).toBe(true);
    expect(isCrossSite(request({ 'Sec-Fetch-Site': 'same-site' }), SITE)).toBe(true);
    expect(isCrossSite(request({ Origin: SITE }), SITE)).toBe(false);
    expect(isCrossSite(request({ Origin: 'null' }), SITE)).toBe(true);
    expect(isCrossSite(request({ Origin: 'https://hope-relief.org.uk.evil.example' }), SITE)).toBe(
      true,
    );
    expect(isCrossSite(request({ Referer: 'https://evil.example/form' }), SITE)).toBe(true);
    expect(isCrossSite(request({ Referer: `${SITE}/contact` }), SITE)).toBe(false);
    // The site as the request reached this server (behind a proxy that keeps the Host).
    const local = new Request('http://localhost:4173/contact', {
      method: 'POST',
      headers: { Origin: 'http://localhost:4173' },
    });
    expect(isCrossSite(local, SITE)).toBe(false);
    // Not from a browser page at all: nothing to forge a visitor's post with.
    expect(isCrossSite(request({}), SITE)).toBe(false);
  });

  it('refuses what is not a form: JSON, no type at all', async () => {
    expect(
      (
        await refused(
          sendContact(post(JSON.stringify({ name: 'x' }), { 'Content-Type': 'application/json' })),
        )
      ).status,
    ).toBe(415);
    const untyped = new Request(`${SITE}/contact`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new Blob([message.toString()]),
    });
    expect((await refused(sendContact(untyped))).status).toBe(415);
  });

  it('refuses a body larger than any form, declared or not, without storing anything', async () => {
    const huge = `message=${'x'.repeat(MAX_FORM_BYTES)}`;
    expect((await refused(sendContact(post(huge)))).status).toBe(413);
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16_384)
          controller.enqueue(bytes.slice(at, at + 16_384));
        controller.close();
      },
    });
    const undeclared = new Request(`${SITE}/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const run = sendContact(undeclared);
    expect((await refused(run)).status).toBe(413);
  });

  it('refuses a broken multipart body; reads a well-formed one, a file in a text field as empty', async () => {
    const broken = post('--x\r\nnonsense', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect((await refused(sendContact(broken))).status).toBe(400);
    const form = new FormData();
    for (const [name, value] of message) form.set(name, value);
    form.set('subject', new File(['Volunteering'], 'subject.txt'));
    const multipart = new Request(`${SITE}/contact`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: form,
    });
    const { result, sent } = await sendContact(multipart);
    expect(sent).toEqual([]);
    expect(page(result).data).toMatchObject({
      errors: { subject: validationMessages.contact.subjectRequired },
    });
  });
});

describe('a volunteer application posted without JavaScript', () => {
  const application = () => {
    const form = new URLSearchParams({
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.org',
      phone: '07700 900123',
      dateOfBirth: '1990-04-01',
      availability: 'weekends',
      agreeTerms: 'on',
      agreeBackground: 'on',
      website: '',
    });
    form.append('skills', 'Teaching/Education');
    form.append('skills', 'Fundraising');
    form.append('interests', 'Food Security');
    return form;
  };

  async function sendVolunteer(body: URLSearchParams) {
    const fake = fakeBackend();
    const result = await handleFormPost(
      volunteerFormPost,
      { request: post(body, {}, '/volunteer'), context: contextFor() },
      { backend, fetch: fake.fetch },
    );
    return { result, sent: fake.sent };
  }

  it('given a complete application, then it is stored with every choice and both agreements', async () => {
    const { result, sent } = await sendVolunteer(application());
    expect((result as Response).headers.get('location')).toBe(volunteerPage.sent.path);
    expect(sent[0]?.url).toBe(`${backend.url}/rest/v1/volunteer_applications`);
    expect(sent[0]?.body).toMatchObject({
      first_name: 'Amina',
      skills: ['Teaching/Education', 'Fundraising'],
      interests: ['Food Security'],
      availability: 'weekends',
      date_of_birth: '1990-04-01',
      agree_terms: true,
      agree_background: true,
      address: '',
      consent_text: submissionNotices.volunteer.text,
    });
  });

  it('given nothing ticked or typed, then every check says why at once, on its field', async () => {
    const { result, sent } = await sendVolunteer(new URLSearchParams({ firstName: '  Amina ' }));
    expect(sent).toEqual([]);
    const { data, status } = page(result);
    expect(status).toBe(400);
    const v = validationMessages.volunteer;
    expect(data).toMatchObject({
      status: 'invalid',
      values: { firstName: 'Amina', skills: [], agreeTerms: false },
      errors: {
        lastName: v.fullName,
        email: v.email,
        phone: v.phone,
        skills: v.skills,
        interests: v.interests,
        agreeTerms: v.agreements,
      },
    });
  });

  it("given an availability no form offers (a forged post), then 400 with the spec's failure message", async () => {
    const forged = application();
    forged.set('availability', 'always');
    const { result, sent } = await sendVolunteer(forged);
    expect(sent).toEqual([]);
    expect(page(result)).toMatchObject({
      status: 400,
      data: { status: 'failed', message: publicFormMessages.volunteerFailed },
    });
  });
});

describe("reading a form's fields", () => {
  it('reads text, lists and tick boxes by the kinds of their empty values', () => {
    const form = new FormData();
    form.append('skills', 'a');
    form.append('skills', 'b');
    form.set('agree', 'on');
    form.set('name', 'Amina');
    expect(
      readFields(form, { name: '', skills: [] as string[], agree: false, other: false, city: '' }),
    ).toEqual({ name: 'Amina', skills: ['a', 'b'], agree: true, other: false, city: '' });
  });
});
