import { describe, expect, it } from 'vitest';
import {
  canManageTeam,
  isEmailAddress,
  isLastAdmin,
  removalRefusal,
  roleChangeRefusal,
  type TeamMember,
} from './rules';

const member = (
  user_id: string,
  role: 'admin' | 'editor',
): Pick<TeamMember, 'user_id' | 'role'> => ({
  user_id,
  role,
});

describe('the team role rules', () => {
  const oneAdmin = [member('a', 'admin'), member('e1', 'editor'), member('e2', 'editor')];
  const twoAdmins = [member('a', 'admin'), member('b', 'admin'), member('e1', 'editor')];

  it('given an editor, then they manage nothing: no role change, no removal', () => {
    expect(canManageTeam('editor')).toBe(false);
    expect(canManageTeam(null)).toBe(false);
    expect(roleChangeRefusal('editor', oneAdmin, 'e1', 'admin')).toBe('notAdmin');
    expect(roleChangeRefusal('editor', oneAdmin, 'a', 'editor')).toBe('notAdmin');
    expect(removalRefusal('editor', oneAdmin, 'e2')).toBe('notAdmin');
  });

  it('given an admin, then they promote and demote editors and remove them', () => {
    expect(canManageTeam('admin')).toBe(true);
    expect(roleChangeRefusal('admin', oneAdmin, 'e1', 'admin')).toBeNull();
    expect(roleChangeRefusal('admin', twoAdmins, 'b', 'editor')).toBeNull();
    expect(removalRefusal('admin', oneAdmin, 'e1')).toBeNull();
  });

  it('given one admin, then they can be neither demoted nor removed', () => {
    expect(isLastAdmin(oneAdmin, 'a')).toBe(true);
    expect(roleChangeRefusal('admin', oneAdmin, 'a', 'editor')).toBe('lastAdmin');
    expect(removalRefusal('admin', oneAdmin, 'a')).toBe('lastAdmin');
  });

  it('given two admins, then either may step down or be removed', () => {
    expect(isLastAdmin(twoAdmins, 'a')).toBe(false);
    expect(roleChangeRefusal('admin', twoAdmins, 'a', 'editor')).toBeNull();
    expect(removalRefusal('admin', twoAdmins, 'b')).toBeNull();
  });

  it('given the same role or an unknown member, then there is nothing to do', () => {
    expect(roleChangeRefusal('admin', oneAdmin, 'e1', 'editor')).toBe('unchanged');
    expect(roleChangeRefusal('admin', oneAdmin, 'zz', 'admin')).toBe('notMember');
    expect(removalRefusal('admin', oneAdmin, 'zz')).toBe('notMember');
  });

  it('checks an e-mail address as the invite form does', () => {
    expect(isEmailAddress('sam@example.org')).toBe(true);
    expect(isEmailAddress(' sam@example.org ')).toBe(true);
    expect(isEmailAddress('sam@example')).toBe(false);
    expect(isEmailAddress('sam example@x.org')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
    // Issue 33: text that is not well-formed, or that the auth server would refuse.
    expect(isEmailAddress('\udc00sam@example.org')).toBe(false);
    expect(isEmailAddress('sám@example.org')).toBe(false);
    expect(isEmailAddress('sam@exa_mple.org')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@example.org`)).toBe(false);
    expect(isEmailAddress("o'neil+news@example.co.uk")).toBe(true);
  });
});
