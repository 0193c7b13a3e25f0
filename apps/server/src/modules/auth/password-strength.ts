import {
  MIN_PASSWORD_SCORE,
  PASSWORD_MESSAGES,
  PASSWORD_REFUSAL,
  passwordUserInputs,
  type FieldError,
  type PasswordFeedback,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';
import { checkOnThread } from './password-strength-thread.ts';

/** The account a password is chosen for: a password built from its own words is among the first guessed. */
export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
}

/** zxcvbn's score (0–4) and feedback (translation keys) for a password chosen by this account. */
export function passwordFeedback(password: string, owner: PasswordOwner): Promise<PasswordFeedback> {
  return checkOnThread(password, passwordUserInputs(owner));
}

/**
 * The field error a password chosen for this account earns, or undefined when it may be used: refused when it is
 * a common password (also with digits or symbols appended, ASVS 2.1.7) or zxcvbn scores it below
 * MIN_PASSWORD_SCORE with the account's name and e-mail and the product's words as the first guesses. The error
 * carries the English text, the reason's code and zxcvbn's feedback as translation keys.
 */
export async function passwordRefusal(
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<FieldError | undefined> {
  const [feedback, isCommon] = await Promise.all([passwordFeedback(password, owner), isCommonPassword(password)]);
  if (isCommon) return { field, message: PASSWORD_MESSAGES.tooCommon, code: PASSWORD_REFUSAL.tooCommon, feedback };
  if (feedback.score < MIN_PASSWORD_SCORE) {
    return { field, message: PASSWORD_MESSAGES.tooWeak, code: PASSWORD_REFUSAL.tooWeak, feedback };
  }
  return undefined;
}

/** Throws a 422 on `field` with the reason when the password is too weak for this account. */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const refusal = await passwordRefusal(password, owner, field);
  if (refusal) throw new AppError('VALIDATION_ERROR', undefined, [refusal]);
}
