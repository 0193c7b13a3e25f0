import type { FieldError } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { passwordRefusal } from './password-strength.ts';
import { writePassword } from './password-write.ts';

/** What the operator's `npm run user:password` did, or why it did nothing. */
export type OperatorPasswordOutcome =
  | { status: 'unknown-user' }
  | { status: 'refused'; refusal: FieldError }
  | { status: 'set'; user: UserRow; endedSessionIds: string[] };

/**
 * Sets a user's password for the site's operator (a locked-out user, an account to take back): the same strength
 * rule as everywhere (refused with the reason), every session of the user revoked and every reset link dropped,
 * in one transaction. Announcing the ended sessions to the running processes is the caller's part.
 */
export async function setPasswordAsOperator(
  db: Database,
  email: string,
  password: string,
): Promise<OperatorPasswordOutcome> {
  const user = await createUsersRepository(db).findByEmail(email);
  if (!user) return { status: 'unknown-user' };
  const refusal = await passwordRefusal(password, user, 'password');
  if (refusal) return { status: 'refused', refusal };
  const written = await writePassword(db, { userId: user.id, password });
  if (!written) return { status: 'unknown-user' };
  return { status: 'set', ...written };
}
