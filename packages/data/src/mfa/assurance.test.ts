import { describe, expect, it } from 'vitest';
import { fixtureUsers } from '../auth/fixtures';
import type { AuthSession } from '../auth/types';
import { sessionAssurance, tokenLevel } from './assurance';

/** A token shaped as GoTrue's: header.payload.signature, base64url without padding. */
function jwt(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2ln`;
}

function session(aal: string | null, factors: { status: 'verified' | 'unverified' }[] = []) {
  return {
    access_token: aal ? jwt({ sub: 'u', aal, amr: [{ method: 'password' }] }) : 'opaque',
    user: {
      ...fixtureUsers.admin,
      factors: factors.map((f, i) => ({
        id: `f${i}`,
        factor_type: 'totp',
        status: f.status,
        created_at: '',
        updated_at: '',
      })),
    },
  } as unknown as AuthSession;
}

describe('sessionAssurance', () => {
  it('given no session, asks for nothing', () => {
    expect(sessionAssurance(null)).toEqual({
      level: null,
      hasVerifiedFactor: false,
      needsCode: false,
    });
  });

  it('given a password sign-in and no factor, needs no code', () => {
    expect(sessionAssurance(session('aal1'))).toMatchObject({ level: 'aal1', needsCode: false });
  });

  it('given a password sign-in and a verified factor, asks for the code', () => {
    expect(sessionAssurance(session('aal1', [{ status: 'verified' }]))).toEqual({
      level: 'aal1',
      hasVerifiedFactor: true,
      needsCode: true,
    });
  });

  it('given a factor only started (unverified), needs no code yet', () => {
    expect(sessionAssurance(session('aal1', [{ status: 'unverified' }]))).toMatchObject({
      hasVerifiedFactor: false,
      needsCode: false,
    });
  });

  it('given the code was verified (aal2), is through', () => {
    expect(sessionAssurance(session('aal2', [{ status: 'verified' }])).needsCode).toBe(false);
  });

  it('given a token it cannot read and a verified factor, asks for the code', () => {
    expect(sessionAssurance(session(null, [{ status: 'verified' }])).needsCode).toBe(true);
  });
});

describe('tokenLevel', () => {
  it('reads only the levels GoTrue writes', () => {
    expect(tokenLevel(jwt({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenLevel(jwt({ aal: 'aal3' }))).toBeNull();
    expect(tokenLevel(jwt({}))).toBeNull();
    expect(tokenLevel('a.%%%.b')).toBeNull();
    expect(tokenLevel(undefined)).toBeNull();
  });
});
