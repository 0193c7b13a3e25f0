import type { FieldError } from '@sym/contracts';
import type { UserRow } from '../../db/schema.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { passwordRefusal } from './password-strength.ts';
import type { PasswordWriter } from './password-write.ts';

/** What the operator's `npm run user:password` did, or why it did nothing. */
export type OperatorPasswordOutcome =
  | { status: 'unknown-user' }
  | { status: 'refused'; refusal: FieldError }
  | { status: 'set'; user: UserRow; endedSessionIds: string[] };

export interface OperatorPasswordServiceDeps {
  users: Pick<UsersRepository, 'findByEmail'>;
  writer: PasswordWriter;
}

/** The site operator setting a user's password (scripts/set-password.ts). */
export class OperatorPasswordService {
  constructor(private readonly deps: OperatorPasswordServiceDeps) {}

  /**
   * Sets a user's password for the site's operator (a locked-out user, an account to take back): the same
   * strength rule as everywhere (refused with the reason), every session of the user revoked and every reset link
   * dropped, in one transaction. Announcing the ended sessions to the running processes is the caller's part.
   */
  async setPassword(email: string, password: string): Promise<OperatorPasswordOutcome> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return { status: 'unknown-user' };
    const refusal = await passwordRefusal(password, user, 'password');
    if (refusal) return { status: 'refused', refusal };
    const written = await this.deps.writer.write({ userId: user.id, password });
    if (!written) return { status: 'unknown-user' };
    return { status: 'set', ...written };
  }
}
