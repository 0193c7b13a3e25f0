import {
  PASSWORD_MESSAGES,
  PASSWORD_REFUSAL,
  type PasswordChangeInput,
  type PasswordChangeResult,
} from '@sym/contracts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MailLogger } from '../../mail/mailer.ts';
import type { PasswordLimits } from '../rate-limit/password-limits.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Actor } from './auth.policy.ts';
import type { ClientInfo } from './auth.service.ts';
import type { PasswordMail } from './password-mail.ts';
import { assertStrongPassword } from './password-strength.ts';
import type { PasswordWriter } from './password-write.ts';
import { verifyPassword } from './password.service.ts';
import type { SessionsEnded } from './sessions-ended.ts';

export interface PasswordChangeServiceDeps {
  users: UsersRepository;
  limits: PasswordLimits;
  writer: PasswordWriter;
  mail: PasswordMail;
  /** Signs the user's other sessions out everywhere once the new password is committed. */
  ended: SessionsEnded;
}

/** A 422 on one field of a password operation, with its PASSWORD_REFUSAL code beside the English text. */
export function passwordError(field: string, reason: keyof typeof PASSWORD_REFUSAL & keyof typeof PASSWORD_MESSAGES) {
  return new AppError('VALIDATION_ERROR', undefined, [
    { field, message: PASSWORD_MESSAGES[reason], code: PASSWORD_REFUSAL[reason] },
  ]);
}

/** The signed-in user changing their password, or adding one to an account that signs in socially. */
export class PasswordChangeService {
  constructor(private readonly deps: PasswordChangeServiceDeps) {}

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
    const user = await this.deps.users.findById(actor.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    await this.assertCurrentPassword(user, input.currentPassword);
    await assertStrongPassword(input.newPassword, user, 'newPassword');
    const written = await this.deps.writer.write({
      userId: user.id,
      password: input.newPassword,
      keepSessionId: actor.sessionId,
    });
    if (!written) throw new AppError('UNAUTHORIZED');
    await this.deps.ended.announce(user.id, written.endedSessionIds);
    const kind = user.passwordHash ? 'changed' : 'added';
    this.deps.mail.sendChangeNotice(written.user, { kind, at: new Date(), ...client }, log);
    return { changed: true, otherSessionsSignedOut: written.endedSessionIds.length };
  }

  /** Checks the current password of an account that has one; wrong ones are counted (too many: 429). */
  private async assertCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
    if (!user.passwordHash) return;
    await this.deps.limits.assertChangeAllowed(user.id);
    if (!currentPassword) throw passwordError('currentPassword', 'currentRequired');
    if (await verifyPassword(user.passwordHash, currentPassword)) return;
    await this.deps.limits.recordChangeFailure(user.id);
    throw passwordError('currentPassword', 'currentIncorrect');
  }
}
