import { serverMessage, type RegistrationMode, type SiteRole } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { RegistrationRepository } from './registration.repository.ts';
import { decideRegistration, siteRoleFor } from './registration.policy.ts';
import type { SiteSettingsRepository } from './site-settings.repository.ts';

export interface AccountAdmissionDeps {
  db: Database;
  registration: RegistrationRepository;
  settings: SiteSettingsRepository;
  users: UsersRepository;
  /** REGISTRATION: the mode while no administrator chose one. */
  defaultMode: RegistrationMode;
  /** ADMIN_EMAILS, lowercased. */
  adminEmails: readonly string[];
}

/** Makes a new account in the transaction `admit` opened, with the site role it decided. */
export type AccountCreation = (users: UsersRepository, role: SiteRole) => Promise<UserRow>;

const refused = (code: 'registration.closed' | 'registration.inviteOnly' | 'account.disabled') =>
  AppError.withMessage('FORBIDDEN', serverMessage(code));

/**
 * Who may become an account and who may sign in, and as what (issue 33): the registration mode (open, invite-only,
 * closed), the site's first user and ADMIN_EMAILS as administrators, disabled accounts kept out. Sign-up and social
 * sign-in ask it; the rules themselves are registration.policy.ts.
 */
export class AccountAdmission {
  constructor(private readonly deps: AccountAdmissionDeps) {}

  /** The registration mode in force: the administrator's choice, else REGISTRATION. */
  async mode(settings: SiteSettingsRepository = this.deps.settings): Promise<RegistrationMode> {
    return (await settings.registration())?.mode ?? this.deps.defaultMode;
  }

  /**
   * Refuses (403, translated) an e-mail the site would not admit, before any password check, so a closed site
   * says so first. Not the last word: `admit` decides again with the account's creation.
   */
  async assertMayRegister(email: string): Promise<void> {
    const { registration } = this.deps;
    const mode = await this.mode();
    if (mode === 'open') return;
    const isFirstUser = await registration.isSiteEmpty();
    const hasOpenInvitation = mode === 'invite-only' && !isFirstUser && (await registration.hasOpenInvitation(email));
    const decision = decideRegistration({ mode, isFirstUser, hasOpenInvitation });
    if (!decision.isAllowed) throw refused(decision.refusal);
  }

  /**
   * Creates an account if the site admits its e-mail (403 otherwise), in one transaction with the decision: on an
   * empty site the first sign-ups queue, so exactly one becomes the first user, who administers the site; so
   * does an address of ADMIN_EMAILS (`isEmailVerified` false: a social provider did not vouch for it, so not).
   */
  async admit(email: string, create: AccountCreation, options: { isEmailVerified?: boolean } = {}): Promise<UserRow> {
    const { db, registration, settings, users } = this.deps;
    const mightBeFirst = await registration.isSiteEmpty();
    return db.transaction(async (tx) => {
      const reads = registration.in(tx);
      let isFirstUser = false;
      if (mightBeFirst) {
        await reads.lockFirstUser();
        isFirstUser = await reads.isSiteEmpty();
      }
      const mode = await this.mode(settings.in(tx));
      const hasOpenInvitation = mode === 'invite-only' && !isFirstUser && (await reads.hasOpenInvitation(email));
      const decision = decideRegistration({ mode, isFirstUser, hasOpenInvitation });
      if (!decision.isAllowed) throw refused(decision.refusal);
      const adminEmails = options.isEmailVerified === false ? [] : this.deps.adminEmails;
      return create(users.in(tx), siteRoleFor({ isFirstUser, email, adminEmails }));
    });
  }

  /**
   * At every sign-in (password or social): a disabled account is refused (403, translated);
   * an address of ADMIN_EMAILS becomes an administrator (an e-mail account, or one whose provider verified it).
   * Answers the row as it is now.
   */
  async admitSignIn(user: UserRow): Promise<UserRow> {
    if (user.disabledAt) throw refused('account.disabled');
    const isVouchedFor = user.emailVerified || user.authProvider === 'email';
    if (user.role === 'admin' || !isVouchedFor || !this.deps.adminEmails.includes(user.email.toLowerCase())) {
      return user;
    }
    return (await this.deps.users.setRole(user.id, 'admin')) ?? user;
  }
}
