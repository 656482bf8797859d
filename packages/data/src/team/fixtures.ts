/** The Team screen's sample members, for stories and tests. */
import { fixtureIds } from '../auth/fixtures';
import { at } from '../lib/fixtureDates';
import type { TeamMember } from './rules';

/** The Team screen's members: two admins, an editor, a pending invitation. */
export const fixtureTeam: TeamMember[] = [
  {
    user_id: fixtureIds.admin,
    full_name: 'Amina Khan',
    email: 'amina.khan@hoperelief.org.uk',
    role: 'admin',
    last_sign_in_at: at('2024-06-03'),
    invited_at: null,
    pending: false,
    created_at: at('2024-01-02'),
  },
  {
    user_id: fixtureIds.editor,
    full_name: 'Tom Price',
    email: 'tom.price@hoperelief.org.uk',
    role: 'editor',
    last_sign_in_at: at('2024-05-28'),
    invited_at: at('2024-02-10'),
    pending: false,
    created_at: at('2024-02-10'),
  },
  {
    user_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    full_name: 'Priya Shah',
    email: 'priya.shah@hoperelief.org.uk',
    role: 'admin',
    last_sign_in_at: at('2024-06-01'),
    invited_at: at('2024-03-01'),
    pending: false,
    created_at: at('2024-03-01'),
  },
  {
    user_id: fixtureIds.newcomer,
    full_name: 'Sara Ali',
    email: 'sara.ali@hoperelief.org.uk',
    role: 'editor',
    last_sign_in_at: null,
    invited_at: at('2024-06-02'),
    pending: true,
    created_at: at('2024-06-02'),
  },
];
