import type { PasswordVerdict } from './passwordChecker';
import { localPasswordProblem, type PasswordProblem } from './passwordProblem';

export interface NewPasswordProblems {
  newPassword: PasswordProblem | null;
  /** True when the confirmation differs from the new password. */
  confirm: boolean;
}

/**
 * What stops a new password with its confirmation before it is sent: too short, too easy to guess (when the
 * checker has loaded; else the server judges), or a confirmation that differs. Null when it may be sent.
 */
export async function checkNewPassword(
  password: string,
  confirmation: string,
  judge: ((password: string) => Promise<PasswordVerdict>) | null,
): Promise<NewPasswordProblems | null> {
  const verdict = judge && password ? await judge(password) : null;
  const newPassword = localPasswordProblem(password, verdict);
  const confirm = confirmation !== password;
  return newPassword || confirm ? { newPassword, confirm } : null;
}
