import type { RegistrationMode, ServerMessageCode, SiteRole } from '@sym/contracts';

/** What is known about a would-be account when it asks to be created. */
export interface RegistrationFacts {
  /** The mode in force: the administrator's choice, else REGISTRATION. */
  mode: RegistrationMode;
  /** The site has no user yet: whoever comes first may always register (and administers the site). */
  isFirstUser: boolean;
  /** The e-mail holds a team invitation that is neither accepted, revoked nor expired. */
  hasOpenInvitation: boolean;
}

export type RegistrationDecision =
  | { isAllowed: true }
  | { isAllowed: false; refusal: Extract<ServerMessageCode, 'registration.closed' | 'registration.inviteOnly'> };

/**
 * Who may create an account (e-mail sign-up, or a first social sign-in): anyone on an open site, an invited
 * e-mail on an invite-only one, nobody on a closed one; the first user of an empty site always.
 */
export function decideRegistration(facts: RegistrationFacts): RegistrationDecision {
  if (facts.isFirstUser || facts.mode === 'open') return { isAllowed: true };
  if (facts.mode === 'invite-only' && facts.hasOpenInvitation) return { isAllowed: true };
  return { isAllowed: false, refusal: facts.mode === 'closed' ? 'registration.closed' : 'registration.inviteOnly' };
}

/** The site role of an account: the site's first user and every address of ADMIN_EMAILS administer it. */
export function siteRoleFor(facts: { isFirstUser: boolean; email: string; adminEmails: readonly string[] }): SiteRole {
  const email = facts.email.trim().toLowerCase();
  return facts.isFirstUser || facts.adminEmails.includes(email) ? 'admin' : 'user';
}
