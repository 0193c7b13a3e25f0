import {
  PASSWORD_MESSAGES,
  PASSWORD_REFUSAL,
  type PasswordChangeInput,
  type PasswordChangeResult,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MailLogger } from '../../mail/mailer.ts';
import type { Outbox } from '../../mail/outbox.ts';
import type { PasswordLimits } from '../rate-limit/password-limits.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Actor } from './auth.policy.ts';
import type { ClientInfo } from './auth.service.ts';
import { passwordChangedMail, type ChangeOrigin, type NoticeContext } from './password-notices.ts';
import { assertStrongPassword } from './password-strength.ts';
import { writePassword } from './password-write.ts';
import { verifyPassword } from './password.service.ts';
import { announceSessionsEnded, type SessionEndingDeps } from './sessions-ended.ts';

export interface PasswordServiceDeps extends SessionEndingDeps {
  db: Database;
  users: UsersRepository;
  limits: PasswordLimits;
  outbox: Outbox;
  /** The edition's name in mails ("Sym Studio"). */
  brand: string;
  publicUrl: string;
}

/** A 422 on one field of a password operation, with its PASSWORD_REFUSAL code beside the English text. */
export function passwordError(field: string, reason: keyof typeof PASSWORD_REFUSAL & keyof typeof PASSWORD_MESSAGES) {
  return new AppError('VALIDATION_ERROR', undefined, [
    { field, message: PASSWORD_MESSAGES[reason], code: PASSWORD_REFUSAL[reason] },
  ]);
}

/** Sends "Your password was changed" to the account after the answer has left (when the site sends mail). */
export function sendChangeNotice(deps: PasswordServiceDeps, user: UserRow, origin: ChangeOrigin, log: MailLogger) {
  if (!deps.outbox.mailer.isEnabled) return;
  const context: NoticeContext = { to: user.email, name: user.name, brand: deps.brand, publicUrl: deps.publicUrl };
  deps.outbox.later(() => deps.outbox.mailer.send(passwordChangedMail(context, origin), log), log);
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

/** The signed-in user changing their password, or adding one to an account that signs in socially. */
export function createPasswordChangeService(deps: PasswordServiceDeps) {
  /** Checks the current password of an account that has one; wrong ones are counted (too many: 429). */
  async function assertCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
    if (!user.passwordHash) return;
    await deps.limits.assertChangeAllowed(user.id);
    if (!currentPassword) throw passwordError('currentPassword', 'currentRequired');
    if (await verifyPassword(user.passwordHash, currentPassword)) return;
    await deps.limits.recordChangeFailure(user.id);
    throw passwordError('currentPassword', 'currentIncorrect');
  }

  return {
    /**
     * Sets a new password: the current one must be given when the account has one (422 on `currentPassword`),
     * the new one must be strong enough for this account (422 on `newPassword` with the reason). Every other
     * session of the user ends at once in every process, sockets included; the caller's stays. A notice goes to
     * the account's address.
     */
    async changePassword(
      actor: Required<Actor>,
      input: PasswordChangeInput,
      client: ClientInfo,
      log: MailLogger,
    ): Promise<PasswordChangeResult> {
      const user = await deps.users.findById(actor.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      await assertCurrentPassword(user, input.currentPassword);
      await assertStrongPassword(input.newPassword, user, 'newPassword');
      const written = await writePassword(deps.db, {
        userId: user.id,
        password: input.newPassword,
        keepSessionId: actor.sessionId,
      });
      if (!written) throw new AppError('UNAUTHORIZED');
      await announceSessionsEnded(deps, user.id, written.endedSessionIds);
      const kind = user.passwordHash ? 'changed' : 'added';
      sendChangeNotice(deps, written.user, { kind, at: new Date(), ...client }, log);
      return { changed: true, otherSessionsSignedOut: written.endedSessionIds.length };
    },
  };
}
