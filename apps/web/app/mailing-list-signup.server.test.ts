import { mailingList } from '@charitykit/content';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleFormPost } from './form-post.server';
import { type MailingList, MailingListError, type SignUpRequest } from './mailing-list.server';
import { signUpFormPost } from './mailing-list-signup.server';
import { siteContext } from './site-context';

const SITE = 'https://www.charity.test';

/** A mailing list that keeps what it was asked to do, or fails as `fail` says. */
function fakeList(fail?: MailingListError) {
  const signUps: SignUpRequest[] = [];
  const list: MailingList = {
    async signUp(request) {
      if (fail) throw fail;
      signUps.push(request);
    },
    confirm: async () => 'invalid',
    unsubscribe: async () => 'invalid',
    close: () => undefined,
  };
  return { list, signUps };
}

function context(list?: MailingList) {
  const provider = new RouterContextProvider();
  provider.set(siteContext, {
    live: {} as never,
    siteUrl: SITE,
    clientAddress: '192.0.2.1',
    ...(list ? { mailingList: list } : {}),
  });
  return provider;
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/subscribe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
  });
}

async function answer(request: Request, list?: MailingList) {
  try {
    const result = await handleFormPost(
      signUpFormPost,
      { request, context: context(list) },
      { log: () => undefined },
    );
    if (result instanceof Response) {
      return { status: result.status, location: result.headers.get('location'), data: null };
    }
    const init = result.init as ResponseInit | null;
    return {
      status: init?.status ?? 200,
      retryAfter: new Headers(init?.headers).get('retry-after'),
      data: result.data,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
}

describe('the sign-up action (issue 37, through the public forms helper)', () => {
  it('refuses another site, a body that is not a form, and one larger than the form', async () => {
    const { list, signUps } = fakeList();
    expect(
      (await answer(post('email=a%40b.co', { 'sec-fetch-site': 'cross-site' }), list)).status,
    ).toBe(403);
    expect(
      (await answer(post('{"email":"a@b.co"}', { 'content-type': 'application/json' }), list))
        .status,
    ).toBe(415);
    expect((await answer(post(`email=${'a'.repeat(9000)}`), list)).status).toBe(413);
    expect(signUps).toEqual([]);
  });

  it('answers 400 with every message and what was typed', async () => {
    const { status, data } = await answer(post(`email=nope&firstName=${'x'.repeat(51)}`));
    expect(status).toBe(400);
    expect(data).toEqual({
      status: 'invalid',
      values: { email: 'nope', firstName: 'x'.repeat(51) },
      errors: { email: mailingList.invalidEmail, firstName: mailingList.firstNameTooLong },
    });
  });

  it('says it is not available, keeping what was typed, where no e-mail can be sent', async () => {
    const { status, data } = await answer(post('email=a%40example.org'));
    expect(status).toBe(503);
    expect(data).toEqual({
      status: 'failed',
      values: { email: 'a@example.org', firstName: '' },
      message: mailingList.unavailable,
    });
  });

  it('signs up with the consent wording, the page and the visitor, then 303 to the sent page', async () => {
    const { list, signUps } = fakeList();
    const result = await answer(post('email=+a%40example.org+&firstName=Ann'), list);
    expect(result).toMatchObject({ status: 303, location: mailingList.sent.path });
    expect(signUps).toEqual([
      {
        email: 'a@example.org',
        firstName: 'Ann',
        consentText: mailingList.consentText,
        page: mailingList.path,
        clientAddress: '192.0.2.1',
      },
    ]);
  });

  it("answers the flood limit 429 with Retry-After, and the backend's refusal 400", async () => {
    const limited = await answer(
      post('email=a%40example.org'),
      fakeList(new MailingListError('over limit', 429, 120)).list,
    );
    expect(limited).toMatchObject({
      status: 429,
      retryAfter: '120',
      data: { status: 'failed', message: mailingList.limited(2) },
    });
    const refused = await answer(
      post('email=a%40example.org'),
      fakeList(new MailingListError('bad', 400)).list,
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { status: 'failed', message: mailingList.failed },
    });
  });

  it('answers a filled honeypot as a sign-up, storing and sending nothing', async () => {
    const { list, signUps } = fakeList();
    expect(await answer(post('email=a%40example.org&website=spam'), list)).toMatchObject({
      status: 303,
      location: mailingList.sent.path,
    });
    expect(signUps).toEqual([]);
  });
});
