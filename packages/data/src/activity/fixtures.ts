/** Sample activity (issue 33), for stories and tests: team and publishing changes, newest first. */
import { fixtureIds } from '../auth/fixtures';
import type { ActivityEntry } from './types';

/** A moment as Postgres returns a timestamptz. */
const when = (iso: string) => `${iso}.000000+00:00`;

const ADMIN = {
  actor_id: fixtureIds.admin,
  actor_email: 'amina.khan@hoperelief.org.uk',
};
const EDITOR = {
  actor_id: fixtureIds.editor,
  actor_email: 'tom.price@hoperelief.org.uk',
};

export const fixtureActivityPeople = { admin: ADMIN, editor: EDITOR };

export const fixtureActivity: ActivityEntry[] = [
  {
    id: 8,
    at: when('2024-06-03T14:20:00'),
    kind: 'team',
    action: 'reset_link',
    ...ADMIN,
    target_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    target_label: 'priya.shah@hoperelief.org.uk',
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
    target_id: fixtureIds.editor,
    target_label: 'tom.price@hoperelief.org.uk',
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
    target_id: fixtureIds.editor,
    target_label: 'tom.price@hoperelief.org.uk',
    detail: { role: 'admin' },
  },
  {
    id: 2,
    at: when('2024-05-31T15:45:00'),
    kind: 'team',
    action: 'member_invited',
    ...ADMIN,
    target_id: fixtureIds.editor,
    target_label: 'tom.price@hoperelief.org.uk',
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
