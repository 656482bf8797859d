/** Sample activity (issue 33), for stories and tests: team and publishing changes, newest first. */
import type { ActivityEntry } from './types';

/** A moment as Postgres returns a timestamptz. */
const when = (iso: string) => `${iso}.000000+00:00`;

const ADMIN = {
  actor_id: '11111111-1111-4111-8111-111111111111',
  actor_email: 'sarah@example.org',
};
const EDITOR = {
  actor_id: '22222222-2222-4222-8222-222222222222',
  actor_email: 'omar@example.org',
};

export const fixtureActivityPeople = { admin: ADMIN, editor: EDITOR };

export const fixtureActivity: ActivityEntry[] = [
  {
    id: 8,
    at: when('2024-06-03T14:20:00'),
    kind: 'team',
    action: 'reset_link',
    ...ADMIN,
    target_id: '33333333-3333-4333-8333-333333333333',
    target_label: 'priya@example.org',
    detail: { role: 'admin', emailed: false },
  },
  {
    id: 7,
    at: when('2024-06-03T11:05:00'),
    kind: 'publishing',
    action: 'page_published',
    ...EDITOR,
    target_id: '44444444-4444-4444-8444-444444444444',
    target_label: 'Winter Appeal',
    detail: { slug: 'winter-appeal' },
  },
  {
    id: 6,
    at: when('2024-06-02T16:40:00'),
    kind: 'team',
    action: 'role_changed',
    ...ADMIN,
    target_id: '22222222-2222-4222-8222-222222222222',
    target_label: 'omar@example.org',
    detail: { role: 'editor', previous_role: 'admin' },
  },
  {
    id: 5,
    at: when('2024-06-02T09:12:00'),
    kind: 'publishing',
    action: 'settings_saved',
    ...ADMIN,
    target_id: null,
    target_label: 'site_name, site_tagline',
    detail: { keys: ['site_name', 'site_tagline'] },
  },
  {
    id: 4,
    at: when('2024-06-01T18:30:00'),
    kind: 'publishing',
    action: 'page_deleted',
    ...EDITOR,
    target_id: '55555555-5555-4555-8555-555555555555',
    // A title someone typed to trip a spreadsheet: the export neutralises it.
    target_label: '=HYPERLINK("http://evil.example")',
    detail: { slug: 'old-appeal', status: 'draft' },
  },
  {
    id: 3,
    at: when('2024-06-01T10:00:00'),
    kind: 'team',
    action: 'first_sign_in',
    ...EDITOR,
    target_id: '22222222-2222-4222-8222-222222222222',
    target_label: 'omar@example.org',
    detail: { role: 'admin' },
  },
  {
    id: 2,
    at: when('2024-05-31T15:45:00'),
    kind: 'team',
    action: 'member_invited',
    ...ADMIN,
    target_id: '22222222-2222-4222-8222-222222222222',
    target_label: 'omar@example.org',
    detail: { role: 'admin' },
  },
  {
    id: 1,
    at: when('2024-05-30T08:00:00'),
    kind: 'publishing',
    action: 'page_restored',
    actor_id: null,
    actor_email: null,
    target_id: '66666666-6666-4666-8666-666666666666',
    target_label: 'Our Partners',
    detail: { slug: 'our-partners', status: 'published' },
  },
];
