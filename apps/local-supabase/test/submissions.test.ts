/**
 * Issue 24: the contact and volunteer forms' tables, through supabase-js as the site uses them.
 * Anonymous callers insert and nothing else; the database enforces the forms' rules (4xx, and
 * nothing stored); the server owns id, created_at and status; a flood from one address is 429;
 * a filled honeypot is dropped quietly; retention purges; staff erase by e-mail. Runs on PGlite
 * (`server` project) and PostgreSQL 15 (`server-pg15`).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let service: SupabaseClient;
let addresses = 0;

beforeAll(async () => {
  // The test's requests come from loopback, trusted as a proxy, so each test can speak for a
  // visitor of its own address (X-Forwarded-For) and the flood test floods only its own.
  server = await startTestServer({ trustedProxies: '127.0.0.1, ::1' });
  service = client(server.url, server.serviceRoleKey);
  await createStaff(server, 'staff@example.org', 'editor');
});
afterAll(async () => {
  await server?.cleanup();
});

/** An anonymous visitor from an address no other test uses. */
function visitor(address = `203.0.113.${++addresses}`): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'X-Forwarded-For': address } },
  });
}

const CONSENT = 'We use your details only to answer you. See our privacy policy.';

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Amina Yusuf',
  email: 'amina@example.org',
  subject: 'Volunteering in Leeds',
  message: 'I would like to help at the weekend kitchen.',
  consent_text: CONSENT,
  ...over,
});

const application = (over: Record<string, unknown> = {}) => ({
  first_name: 'Amina',
  last_name: 'Yusuf',
  email: 'amina@example.org',
  phone: '07700 900123',
  address: '1 High Street',
  city: 'Leeds',
  country: 'United Kingdom',
  date_of_birth: '1990-04-01',
  occupation: 'Nurse',
  skills: ['Healthcare/Medical', 'Fundraising'],
  interests: ['Healthcare', 'Refugee Support'],
  availability: 'weekends',
  experience: 'Food bank shifts',
  motivation: 'To help',
  referees: 'On request',
  emergency_contact: 'Sam Yusuf',
  emergency_phone: '07700 900456',
  agree_terms: true,
  agree_background: true,
  consent_text: CONSENT,
  ...over,
});

async function countRows(table: string, email: string): Promise<number> {
  const { count, error } = await service
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  expect(error).toBeNull();
  return count ?? -1;
}

describe('anonymous visitors', () => {
  it('may insert into both tables without reading anything back', async () => {
    const v = visitor();
    const c = await v.from('contact_messages').insert(contact({ email: 'insert@example.org' }));
    expect(c.error).toBeNull();
    expect(c.status).toBe(201);
    const a = await v
      .from('volunteer_applications')
      .insert(application({ email: 'insert@example.org' }));
    expect(a.error).toBeNull();
    expect(a.status).toBe(201);
    expect(await countRows('contact_messages', 'insert@example.org')).toBe(1);
    expect(await countRows('volunteer_applications', 'insert@example.org')).toBe(1);
  });

  it.each(['contact_messages', 'volunteer_applications'])(
    'may not read, update or delete %s, not even their own row',
    async (table) => {
      const v = visitor();
      const row = table === 'contact_messages' ? contact() : application();
      const email = `own-${table}@example.org`;
      expect((await v.from(table).insert({ ...row, email })).error).toBeNull();

      const back = await v
        .from(table)
        .insert({ ...row, email })
        .select('id');
      expect(back.status).toBe(401);
      expect(back.error?.code).toBe('42501');

      const read = await v.from(table).select('*');
      expect(read.status).toBe(401);
      expect(read.data).toBeNull();

      const upd = await v.from(table).update({ status: 'handled' }).eq('email', email);
      expect(upd.status).toBe(401);
      const del = await v.from(table).delete().eq('email', email);
      expect(del.status).toBe(401);

      // Both inserts are there, untouched (the one with .select() was rolled back).
      const { data } = await service.from(table).select('status').eq('email', email);
      expect(data).toEqual([{ status: 'new' }]);
    },
  );
});

describe('the database enforces the forms rules', () => {
  const long = (n: number) => 'x'.repeat(n);
  const badContacts: [string, Record<string, unknown>][] = [
    ['name missing', { name: undefined }],
    ['name of 1 character', { name: 'A' }],
    ['name of 51 characters', { name: long(51) }],
    ['e-mail without @', { email: 'amina.example.org' }],
    ['e-mail with a space', { email: 'am ina@example.org' }],
    ['e-mail of 101 characters', { email: `${long(89)}@example.org` }],
    ['subject of 4 characters', { subject: 'Help' }],
    ['subject of 101 characters', { subject: long(101) }],
    ['message of 9 characters', { message: 'Too short' }],
    ['message of 1001 characters', { message: long(1001) }],
    ['angle brackets', { message: '<script>alert(1)</script> hello' }],
    ['no consent text', { consent_text: '' }],
    ['an unknown column', { phone: '0123' }],
  ];
  it.each(badContacts)('a contact message with %s is refused, nothing stored', async (_, bad) => {
    const email = `bad-contact-${Math.random().toString(36).slice(2)}@example.org`;
    const row = { ...contact({ email }), ...bad };
    const { error, status } = await visitor().from('contact_messages').insert(row);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error).not.toBeNull();
    expect(await countRows('contact_messages', String(row.email))).toBe(0);
  });

  const badApplications: [string, Record<string, unknown>][] = [
    ['no first name', { first_name: '' }],
    ['a blank last name', { last_name: '   ' }],
    ['a bad e-mail', { email: 'nobody' }],
    ['no phone', { phone: '' }],
    ['no skills', { skills: [] }],
    ['a skill not offered', { skills: ['Juggling'] }],
    ['no interests', { interests: [] }],
    ['an interest not offered', { interests: ['Space Travel'] }],
    ['too many interests', { interests: Array(13).fill('Healthcare') }],
    ['an availability not offered', { availability: 'nights' }],
    ['terms not agreed', { agree_terms: false }],
    ['background check not agreed', { agree_background: false }],
    ['a 1001-character motivation', { motivation: 'x'.repeat(1001) }],
    ['a date of birth that is not a date', { date_of_birth: '1990-13-45' }],
    ['a date of birth in 1850', { date_of_birth: '1850-01-01' }],
    ['angle brackets', { city: '<b>Leeds</b>' }],
  ];
  it.each(badApplications)('an application with %s is refused, nothing stored', async (_, bad) => {
    const email = `bad-app-${Math.random().toString(36).slice(2)}@example.org`;
    const { error, status } = await visitor()
      .from('volunteer_applications')
      .insert({ ...application({ email }), ...bad });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error).not.toBeNull();
    expect(await countRows('volunteer_applications', email)).toBe(0);
  });

  it('an application with only the required fields is stored', async () => {
    const { error } = await visitor()
      .from('volunteer_applications')
      .insert({
        first_name: 'Bo',
        last_name: 'Li',
        email: 'minimal@example.org',
        phone: '1',
        skills: ['Legal/Law'],
        interests: ['Elderly Care'],
        agree_terms: true,
        agree_background: true,
        consent_text: CONSENT,
      });
    expect(error).toBeNull();
    expect(await countRows('volunteer_applications', 'minimal@example.org')).toBe(1);
  });
});

describe('server-owned columns and the honeypot', () => {
  it('a visitor cannot choose id, created_at, status or notified_at', async () => {
    const forged = '11111111-1111-4111-8111-111111111111';
    const over = {
      id: forged,
      created_at: '2001-01-01T00:00:00Z',
      status: 'handled',
      notified_at: '2001-01-01T00:00:00Z',
    };
    await visitor()
      .from('contact_messages')
      .insert(contact({ ...over, email: 'forged@example.org' }));
    await visitor()
      .from('volunteer_applications')
      .insert(application({ ...over, email: 'forged@example.org' }));
    for (const table of ['contact_messages', 'volunteer_applications']) {
      const { data } = await service
        .from(table)
        .select('id, created_at, status, notified_at')
        .eq('email', 'forged@example.org')
        .single();
      expect(data?.id).not.toBe(forged);
      expect(new Date(data?.created_at ?? 0).getFullYear()).toBeGreaterThan(2020);
      expect(data?.status).toBe('new');
      expect(data?.notified_at).toBeNull();
    }
  });

  it('a filled honeypot answers as if stored and stores nothing', async () => {
    const v = visitor();
    const c = await v
      .from('contact_messages')
      .insert(contact({ email: 'bot@example.org', website: 'http://spam.example' }));
    expect(c.error).toBeNull();
    expect(c.status).toBe(201);
    const a = await v
      .from('volunteer_applications')
      .insert(application({ email: 'bot@example.org', website: 'x' }));
    expect(a.status).toBe(201);
    expect(await countRows('contact_messages', 'bot@example.org')).toBe(0);
    expect(await countRows('volunteer_applications', 'bot@example.org')).toBe(0);
  });
});

describe('staff', () => {
  it('read, change only the status, and delete', async () => {
    await visitor()
      .from('contact_messages')
      .insert(contact({ email: 'staff-read@example.org' }));
    const s = await signedIn(server, 'staff@example.org');
    const { data, error } = await s
      .from('contact_messages')
      .select('id, name, status')
      .eq('email', 'staff-read@example.org')
      .single();
    expect(error).toBeNull();
    expect(data?.name).toBe('Amina Yusuf');
    const id = data?.id as string;
    const marked = await s.from('contact_messages').update({ status: 'handled' }).eq('id', id);
    expect(marked.error).toBeNull();
    const renamed = await s.from('contact_messages').update({ name: 'Someone Else' }).eq('id', id);
    expect(renamed.status).toBe(403);
    // Only the site server (service role) stamps a notice as sent.
    const stamped = await s
      .from('contact_messages')
      .update({ notified_at: new Date().toISOString() })
      .eq('id', id);
    expect(stamped.status).toBe(403);
    const byServer = await service
      .from('contact_messages')
      .update({ notified_at: '2026-01-01T00:00:00Z' })
      .eq('id', id)
      .select('notified_at')
      .single();
    expect(new Date(byServer.data?.notified_at ?? 0).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    const after = await s.from('contact_messages').select('name, status').eq('id', id).single();
    expect(after.data).toEqual({ name: 'Amina Yusuf', status: 'handled' });
    const badStatus = await s.from('contact_messages').update({ status: 'lost' }).eq('id', id);
    expect(badStatus.status).toBe(400);
    expect((await s.from('contact_messages').delete().eq('id', id)).error).toBeNull();
    expect(await countRows('contact_messages', 'staff-read@example.org')).toBe(0);
  });

  it('erase everything sent from an e-mail address, in any letter case, with counts', async () => {
    const v = visitor();
    await v.from('contact_messages').insert(contact({ email: 'Erase.Me@Example.org' }));
    await v.from('contact_messages').insert(contact({ email: 'erase.me@example.org' }));
    await v.from('volunteer_applications').insert(application({ email: 'erase.me@example.org' }));
    await v.from('contact_messages').insert(contact({ email: 'keep.me@example.org' }));

    const refused = await visitor().rpc('erase_submissions_by_email', {
      target_email: 'erase.me@example.org',
    });
    expect(refused.error).not.toBeNull();

    const s = await signedIn(server, 'staff@example.org');
    const { data, error } = await s.rpc('erase_submissions_by_email', {
      target_email: ' ERASE.me@example.org ',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ contact_messages: 2, volunteer_applications: 1, subscribers: 0 });
    expect(await countRows('contact_messages', 'erase.me@example.org')).toBe(0);
    expect(await countRows('contact_messages', 'Erase.Me@Example.org')).toBe(0);
    expect(await countRows('volunteer_applications', 'erase.me@example.org')).toBe(0);
    expect(await countRows('contact_messages', 'keep.me@example.org')).toBe(1);
  });
});

describe('retention', () => {
  const monthsAgo = (n: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - n);
    return d.toISOString();
  };

  it('a new submission deletes what is past 24 months by default', async () => {
    // The service role is trusted with created_at (seeds, imports).
    const old = await service
      .from('contact_messages')
      .insert([
        contact({ email: 'old-25@example.org', created_at: monthsAgo(25) }),
        contact({ email: 'old-23@example.org', created_at: monthsAgo(23) }),
      ]);
    expect(old.error).toBeNull();
    await service
      .from('volunteer_applications')
      .insert(application({ email: 'old-25@example.org', created_at: monthsAgo(25) }));
    expect(await countRows('contact_messages', 'old-25@example.org')).toBe(1);

    await visitor()
      .from('contact_messages')
      .insert(contact({ email: 'trigger@example.org' }));
    expect(await countRows('contact_messages', 'old-25@example.org')).toBe(0);
    expect(await countRows('volunteer_applications', 'old-25@example.org')).toBe(0);
    expect(await countRows('contact_messages', 'old-23@example.org')).toBe(1);
  });

  it('follows the retention setting, and staff opening the inbox purge too', async () => {
    await service
      .from('contact_messages')
      .insert(contact({ email: 'old-3@example.org', created_at: monthsAgo(3) }));
    const s = await signedIn(server, 'staff@example.org');
    const none = await s.rpc('purge_expired_submissions');
    expect(none.error).toBeNull();
    expect(await countRows('contact_messages', 'old-3@example.org')).toBe(1);

    const set = await service
      .from('site_settings')
      .upsert(
        { setting_key: 'submission_retention_months', setting_value: 2 },
        { onConflict: 'setting_key' },
      );
    expect(set.error).toBeNull();
    const purged = await s.rpc('purge_expired_submissions');
    expect(purged.error).toBeNull();
    expect(purged.data).toBeGreaterThanOrEqual(1);
    expect(await countRows('contact_messages', 'old-3@example.org')).toBe(0);
    expect(await countRows('contact_messages', 'old-23@example.org')).toBe(0);

    expect((await visitor().rpc('purge_expired_submissions')).error).not.toBeNull();
    await service.from('site_settings').delete().eq('setting_key', 'submission_retention_months');
  });
});

describe('a flood from one address', () => {
  it('is answered 429 with Retry-After; other addresses still get through', async () => {
    const flooder = visitor('198.51.100.7');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { status } = await flooder
        .from('contact_messages')
        .insert(contact({ email: `flood-${i}@example.org` }));
      statuses.push(status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await flooder
      .from('volunteer_applications')
      .insert(application({ email: 'flood-x@example.org' }));
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('P0429');
    expect(await countRows('volunteer_applications', 'flood-x@example.org')).toBe(0);

    // The raw answer carries Retry-After, as PostgREST passes it from the SQL.
    const raw = await fetch(`${server.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${server.anonKey}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '198.51.100.7',
      },
      body: JSON.stringify(contact({ email: 'flood-raw@example.org' })),
    });
    expect(raw.status).toBe(429);
    const wait = Number(raw.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);

    const other = await visitor('198.51.100.8')
      .from('contact_messages')
      .insert(contact({ email: 'flood-other@example.org' }));
    expect(other.status).toBe(201);
  });
});
