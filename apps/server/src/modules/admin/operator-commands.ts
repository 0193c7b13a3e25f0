import { ADMIN_GRANT_MAX, TIERS, type AdminAuditList, type Tier } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password.service.ts';
import { passwordRefusal } from '../auth/password-strength.ts';
import type { OperatorPasswordService } from '../auth/operator-password.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AdminAuditRepository } from './admin-audit.repository.ts';
import type { AdminActor } from './admin.policy.ts';
import type { AdminService } from './admin.service.ts';

/** The site's operator at the command line: an administrator that is no account, audited under this name. */
export const OPERATOR: AdminActor = { id: null, email: 'operator (npm run admin)', role: 'admin' };

export interface OperatorCommandDeps {
  db: Database;
  admin: Pick<AdminService, 'grantCredits' | 'updateUser' | 'listAudit'>;
  users: Pick<UsersRepository, 'findByEmail' | 'in'>;
  audit: Pick<AdminAuditRepository, 'in'>;
  passwords: Pick<OperatorPasswordService, 'setPassword'>;
}

/** What a command did, for its line on the terminal; `sessionsEnded` for the caller to announce. */
export interface OperatorOutcome {
  message: string;
  /** The user whose sessions the command ended, and which (the caller tells the running processes). */
  ended?: { userId: string; sessionIds: string[] };
}

/** A refusal the operator reads: wrong arguments, an unknown user, a weak password. Exit status 1. */
export class OperatorError extends Error {}

/**
 * `npm run admin -- <command>`: the administration screens' actions for the site's operator, through the same
 * service and so the same audit entries (credits.grant, user.tier, user.disable, user.enable), plus creating an
 * account and setting a password, audited as user.create and user.password.
 */
export class OperatorCommands {
  constructor(private readonly deps: OperatorCommandDeps) {}

  /** Creates an e-mail account (an administrator with `isAdmin`); the password passes the site's strength rule. */
  async createUser(input: {
    email: string;
    name: string;
    password: string;
    isAdmin: boolean;
  }): Promise<OperatorOutcome> {
    if (await this.deps.users.findByEmail(input.email))
      throw new OperatorError(`${input.email} already has an account`);
    const refusal = await passwordRefusal(input.password, { email: input.email, name: input.name }, 'password');
    if (refusal) throw new OperatorError(`Refused (${refusal.code}): ${refusal.message}`);
    const passwordHash = await hashPassword(input.password);
    const role = input.isAdmin ? 'admin' : 'user';
    const user = await this.deps.db.transaction(async (tx) => {
      const created = await this.deps.users.in(tx).createEmailUser({
        email: input.email,
        name: input.name,
        passwordHash,
        role,
      });
      await this.deps.audit.in(tx).record({
        actor: OPERATOR,
        action: 'user.create',
        targetUserId: created.id,
        details: { role },
      });
      return created;
    });
    return { message: `Created ${user.email} (${role}).` };
  }

  /** Sets a user's password and signs out every session of theirs; audited as user.password. */
  async setPassword(email: string, password: string): Promise<OperatorOutcome> {
    const outcome = await this.deps.passwords.setPassword(email, password);
    if (outcome.status === 'unknown-user') throw new OperatorError(`No user with the e-mail ${email}`);
    if (outcome.status === 'refused') {
      throw new OperatorError(`Refused (${outcome.refusal.code}): ${outcome.refusal.message}`);
    }
    const { user, endedSessionIds } = outcome;
    await this.deps.audit.in(this.deps.db).record({
      actor: OPERATOR,
      action: 'user.password',
      targetUserId: user.id,
      details: { sessionsEnded: endedSessionIds.length },
    });
    return {
      message: `Password of ${user.email} set. Signed out ${endedSessionIds.length} session(s).`,
      ended: { userId: user.id, sessionIds: endedSessionIds },
    };
  }

  async grantCredits(email: string, amount: number, note: string): Promise<OperatorOutcome> {
    if (!Number.isInteger(amount) || amount < 1 || amount > ADMIN_GRANT_MAX) {
      throw new OperatorError(`The amount must be a whole number from 1 to ${ADMIN_GRANT_MAX}`);
    }
    const user = await this.requireUser(email);
    const after = await this.deps.admin.grantCredits(OPERATOR, { id: user.id, amount, note });
    return { message: `${user.email}: +${amount} credits (${note}); balance ${after.creditBalance}.` };
  }

  async setTier(email: string, tier: string): Promise<OperatorOutcome> {
    if (!TIERS.includes(tier as Tier)) throw new OperatorError(`The tier must be one of ${TIERS.join(', ')}`);
    const user = await this.requireUser(email);
    const after = await this.deps.admin.updateUser(OPERATOR, { id: user.id, tier: tier as Tier });
    return { message: `${after.email} is now on ${after.tier}.` };
  }

  /** Disables (signing out every session at once) or enables an account. */
  async setDisabled(email: string, disabled: boolean): Promise<OperatorOutcome> {
    const user = await this.requireUser(email);
    const after = await this.deps.admin.updateUser(OPERATOR, { id: user.id, disabled });
    return { message: `${after.email} is ${after.disabled ? 'disabled' : 'enabled'}.` };
  }

  /** The newest entries of the audit log, one line each. */
  async auditLog(limit: number): Promise<OperatorOutcome> {
    const page: AdminAuditList = await this.deps.admin.listAudit(OPERATOR, { limit, offset: 0 });
    const lines = page.items.map((entry) =>
      [entry.createdAt, entry.actorEmail, entry.action, entry.targetEmail ?? '-', JSON.stringify(entry.details)].join(
        '  ',
      ),
    );
    return { message: [...lines, `(${page.items.length} of ${page.total})`].join('\n') };
  }

  private async requireUser(email: string) {
    const user = await this.deps.users.findByEmail(email);
    if (!user) throw new OperatorError(`No user with the e-mail ${email}`);
    return user;
  }
}

/** An AppError from the service (a 422, a 404) as the operator's refusal. */
export function asOperatorError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const details = error.details?.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
  return new OperatorError(details ? `${error.message} (${details})` : error.message);
}
