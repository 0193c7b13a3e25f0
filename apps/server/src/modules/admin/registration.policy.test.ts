import { REGISTRATION_MODES } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { decideRegistration, siteRoleFor } from './registration.policy.ts';

describe('decideRegistration', () => {
  it('lets anyone register on an open site', () => {
    expect(decideRegistration({ mode: 'open', isFirstUser: false, hasOpenInvitation: false })).toEqual({
      isAllowed: true,
    });
  });

  it('lets only an invited e-mail register on an invite-only site', () => {
    expect(decideRegistration({ mode: 'invite-only', isFirstUser: false, hasOpenInvitation: true }).isAllowed).toBe(
      true,
    );
    expect(decideRegistration({ mode: 'invite-only', isFirstUser: false, hasOpenInvitation: false })).toEqual({
      isAllowed: false,
      refusal: 'registration.inviteOnly',
    });
  });

  it('lets nobody register on a closed site, an invitation neither', () => {
    expect(decideRegistration({ mode: 'closed', isFirstUser: false, hasOpenInvitation: true })).toEqual({
      isAllowed: false,
      refusal: 'registration.closed',
    });
  });

  it.each(REGISTRATION_MODES)('always lets the first user of an empty %s site register', (mode) => {
    expect(decideRegistration({ mode, isFirstUser: true, hasOpenInvitation: false }).isAllowed).toBe(true);
  });
});

describe('siteRoleFor', () => {
  const adminEmails = ['boss@studio.example'];

  it('makes the first user and the addresses of ADMIN_EMAILS (any case) administrators', () => {
    expect(siteRoleFor({ isFirstUser: true, email: 'anyone@example.com', adminEmails: [] })).toBe('admin');
    expect(siteRoleFor({ isFirstUser: false, email: ' Boss@Studio.example ', adminEmails })).toBe('admin');
  });

  it('makes everyone else a user', () => {
    expect(siteRoleFor({ isFirstUser: false, email: 'intern@studio.example', adminEmails })).toBe('user');
  });
});
