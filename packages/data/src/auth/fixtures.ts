/** Sample staff for stories and tests: an admin, an editor and a newcomer with no profile yet. */
import { at } from '../lib/fixtureDates';
import type { AdminUser, AuthUser } from './types';

export const fixtureIds = {
  admin: '8d0fd2b3-9ca7-4d9e-a95f-9e13dded323e',
  editor: '4b1f7c8e-2a3d-4e5f-9a6b-7c8d9e0f1a2b',
  newcomer: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
} as const;

function authUser(id: string, email: string, fullName: string | null): AuthUser {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: at('2024-01-02'),
    phone: '',
    confirmed_at: at('2024-01-02'),
    last_sign_in_at: at('2024-06-01'),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: fullName ? { full_name: fullName } : {},
    identities: [],
    created_at: at('2024-01-02'),
    updated_at: at('2024-06-01'),
    is_anonymous: false,
  };
}

/** Signed-in people: an admin, an editor, and someone with no profile yet. */
export const fixtureUsers = {
  admin: authUser(fixtureIds.admin, 'amina.khan@hoperelief.org.uk', 'Amina Khan'),
  editor: authUser(fixtureIds.editor, 'tom.price@hoperelief.org.uk', 'Tom Price'),
  newcomer: authUser(fixtureIds.newcomer, 'sara.ali@hoperelief.org.uk', null),
} as const;

export const fixtureAdminUsers: Record<'admin' | 'editor', AdminUser> = {
  admin: {
    id: '0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b',
    user_id: fixtureIds.admin,
    full_name: 'Amina Khan',
    role: 'admin',
    created_at: at('2024-01-02'),
    updated_at: at('2024-01-02'),
  },
  editor: {
    id: '1a2b3c4d-5e6f-4789-8abc-def012345678',
    user_id: fixtureIds.editor,
    full_name: 'Tom Price',
    role: 'editor',
    created_at: at('2024-02-10'),
    updated_at: at('2024-02-10'),
  },
};
