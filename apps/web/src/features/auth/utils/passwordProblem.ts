import {
  MIN_PASSWORD_SCORE,
  PASSWORD_MESSAGES,
  PASSWORD_REFUSAL,
  type FieldError,
  type PasswordFeedback,
} from '@sym/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/errors';
import type { PasswordVerdict } from './passwordChecker';

/** Why a password field is refused: found here before sending, or a server's 422 field error. */
export interface PasswordProblem {
  /** A PASSWORD_REFUSAL code when the reason is known. */
  code?: string | undefined;
  /** The English text (the server's, or PASSWORD_MESSAGES). */
  message: string;
  /** The server's zxcvbn verdict as translation keys, on a refusal as too weak or too common. */
  feedback?: PasswordFeedback | undefined;
}

/** The shortest password the server takes (contracts NewPassword). */
export const MIN_PASSWORD_LENGTH = 8;

type RefusalKey = keyof typeof PASSWORD_REFUSAL;
const REFUSAL_KEYS = Object.keys(PASSWORD_REFUSAL) as RefusalKey[];

/** The problem the browser sees before asking the server: too short, or scored below MIN_PASSWORD_SCORE. */
export function localPasswordProblem(password: string, verdict: PasswordVerdict | null): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_MESSAGES.tooShort };
  if (verdict && verdict.score < MIN_PASSWORD_SCORE) {
    return { code: PASSWORD_REFUSAL.tooWeak, message: PASSWORD_MESSAGES.tooWeak };
  }
  return null;
}

/** A field's problem from a failed call: its 422 detail with the reason's code and feedback, if it names it. */
export function fieldProblem(error: unknown, field: string): PasswordProblem | null {
  if (!(error instanceof ApiError)) return null;
  const detail: FieldError | undefined = error.details.find((item) => item.field === field);
  return detail ? { code: detail.code, message: detail.message, feedback: detail.feedback } : null;
}

/** The problem in the user's language: by its code, the length rule by its English text, else the server's text. */
export function passwordProblemText(t: TFunction, problem: PasswordProblem): string {
  const key = REFUSAL_KEYS.find((name) => PASSWORD_REFUSAL[name] === problem.code);
  if (key) return t(`auth.password.refusals.${key}`);
  if (problem.message === PASSWORD_MESSAGES.tooShort) return t('auth.password.refusals.tooShort');
  return problem.message;
}
