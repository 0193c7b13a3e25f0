import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetLink,
  type PasswordForgotInput,
  type PasswordForgotResult,
  type PasswordRecovery,
  type PasswordResetInput,
  type PasswordResetResult,
} from '@sym/contracts';
import type { MailLogger } from '../../mail/mailer.ts';
import type { PasswordLimits } from '../rate-limit/password-limits.ts';
import type { RateLimitService } from '../rate-limit/rate-limit.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ClientInfo } from './auth.service.ts';
import { passwordError } from './password-change.service.ts';
import type { PasswordMail } from './password-mail.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import { assertStrongPassword } from './password-strength.ts';
import type { PasswordWriter } from './password-write.ts';
import type { SessionsEnded } from './sessions-ended.ts';

export interface PasswordRecoveryServiceDeps {
  users: UsersRepository;
  resets: PasswordResetRepository;
  limits: PasswordLimits;
  /** The per-IP allowance of sign-ins and sign-ups, which reset attempts use too. */
  rateLimits: Pick<RateLimitService, 'hitIp'>;
  writer: PasswordWriter;
  mail: PasswordMail;
  /** Signs every session of the user out everywhere once the new password is committed. */
  ended: SessionsEnded;
  publicUrl: string;
}

/** Only the hash of a reset token is stored; the token itself is in the mail alone. */
const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Recovering a forgotten password with a link mailed to the account's address. */
export class PasswordRecoveryService {
  constructor(private readonly deps: PasswordRecoveryServiceDeps) {}

  /** Whether a forgotten password can be reset by e-mail here (the site sends mail). */
  recovery(): PasswordRecovery {
    return { byEmail: this.deps.mail.isEnabled };
  }

  /**
   * Mails a reset link to the address if an account uses it (an account that signs in socially too: it then
   * gets a password). The answer is the same, and as fast, either way: the lookup and the mail happen after it
   * has left. Requests are limited per address and per IP (429), known addresses or not. A site that sends no
   * mail refuses with a 422 on `email` that says to ask the administrator.
   */
  async forgot(input: PasswordForgotInput, client: ClientInfo, log: MailLogger): Promise<PasswordForgotResult> {
    if (!this.deps.mail.isEnabled) throw passwordError('email', 'recoveryUnavailable');
    await this.deps.limits.hitReset(input.email, client.ip);
    this.deps.mail.later(() => this.mailResetLink(input.email, log), log);
    return { accepted: true };
  }

  /**
   * Sets a new password with a reset link's token: unknown, used or expired tokens are a 422 on `token`; the
   * password must be strong enough (422 on `newPassword`, the link still works then). The link is used up, every
   * session of the account ends in every process, and a notice goes to the address.
   */
  async reset(input: PasswordResetInput, client: ClientInfo, log: MailLogger): Promise<PasswordResetResult> {
    if (client.ip) await this.deps.rateLimits.hitIp(client.ip);
    const tokenHash = hashResetToken(input.token);
    const userId = await this.deps.resets.findUserOfToken(tokenHash);
    const user = userId ? await this.deps.users.findById(userId) : undefined;
    if (!user) throw passwordError('token', 'resetLinkInvalid');
    await assertStrongPassword(input.newPassword, user, 'newPassword');
    const written = await this.deps.writer.write({
      userId: user.id,
      password: input.newPassword,
      resetTokenHash: tokenHash,
    });
    // Used by a concurrent reset meanwhile, or expired while the password was judged.
    if (!written) throw passwordError('token', 'resetLinkInvalid');
    await this.deps.ended.announce(user.id, written.endedSessionIds);
    this.deps.mail.sendChangeNotice(written.user, { kind: 'reset', at: new Date(), ...client }, log);
    return { reset: true };
  }

  /** Resolves once every mail started so far is sent (or failed); for tests and a graceful stop. */
  whenIdle(): Promise<void> {
    return this.deps.mail.whenIdle();
  }

  /** Makes the user's one valid reset link (an earlier one stops working) and mails it. */
  private async mailResetLink(email: string, log: MailLogger): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    // 256 random bits: not guessable, so its plain SHA-256 is all the database needs to keep.
    const token = randomBytes(32).toString('base64url');
    await this.deps.resets.replaceToken(
      user.id,
      hashResetToken(token),
      new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    );
    await this.deps.mail.sendResetLink(user, passwordResetLink(this.deps.publicUrl, token), log);
  }
}
