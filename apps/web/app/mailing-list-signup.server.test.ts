import { mailingList } from '@charitykit/content';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCrossSite, signUpAction } from './mailing-list-signup.server';
import { siteContext } from './site-context';

const SITE = 'https://www.charity.test';

function context() {
  const provider = new RouterContextProvider();
  provider.set(siteContext, {
    live: {} as never,
    siteUrl: SITE,
    clientAddress: '192.0.2.1',
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

async function answer(request: Request) {
  try {
    const result = (await signUpAction({ request, context: context() }, () => undefined)) as {
      data: unknown;
      init: { status?: number } | null;
    };
    return { status: result.init?.status ?? 200, data: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
}

describe('the sign-up action (issue 37)', () => {
  it('refuses another site, a body that is not a form, and a large one', async () => {
    expect((await answer(post('email=a%40b.co', { 'sec-fetch-site': 'cross-site' }))).status).toBe(
      403,
    );
    expect(
      (await answer(post('{"email":"a@b.co"}', { 'content-type': 'application/json' }))).status,
    ).toBe(415);
    expect((await answer(post(`email=${'a'.repeat(9000)}`))).status).toBe(413);
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

  it('answers a filled honeypot as a sign-up, sending nothing', async () => {
    expect(await answer(post('email=a%40example.org&website=spam'))).toEqual({
      status: 200,
      data: { status: 'sent' },
    });
  });
});

describe('isCrossSite', () => {
  it('reads Sec-Fetch-Site, else Origin or Referer; no header is not a browser page', () => {
    const request = (headers: Record<string, string>) =>
      new Request(`${SITE}/subscribe`, { method: 'POST', headers });
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'none' }), SITE)).toBe(false);
    expect(isCrossSite(request({ origin: 'https://evil.test' }), SITE)).toBe(true);
    expect(isCrossSite(request({ origin: SITE }), SITE)).toBe(false);
    expect(isCrossSite(request({}), SITE)).toBe(false);
  });
});
