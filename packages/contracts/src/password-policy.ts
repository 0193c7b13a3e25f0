import { DOMAIN_MESSAGES } from './errors.ts';
import { PASSWORD_RESET_PAGE } from './routes.ts';

/**
 * The password rule both sides apply (issue 29): zxcvbn's score (0 too guessable … 4 very unguessable) of at
 * least 3, the score the browser's strength meter shows and the server enforces on sign-up, password change,
 * password reset and the operator's `npm run user:password`. Both sides pass the same `passwordUserInputs`, so
 * the meter and the server agree about a password built from the account's name or e-mail.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn options both sides use, so the meter and the server judge a password alike: only the first 64 characters
 * are examined (a password whose first 64 are strong is strong) and at most 8 l33t substitutions tried; without
 * these caps one long l33t password costs zxcvbn a minute of CPU.
 */
export const PASSWORD_CHECK_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 8 } as const;

/** Words of the product itself: a password made of them is among the first an attacker of this site tries. */
export const PASSWORD_PRODUCT_WORDS = ['sym', 'motion', 'maker', 'studio'] as const;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1);

/**
 * The account's own words for zxcvbn's user-input dictionary: the name, its words and the name without spaces,
 * the e-mail, its local part and that part's words, the domain's words (not its top-level domain), and the
 * product words. Lower case, without repeats.
 */
export function passwordUserInputs(account: { name?: string | null; email?: string | null }): string[] {
  const name = (account.name ?? '').trim().toLowerCase();
  const email = (account.email ?? '').trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const domainWords = wordsOf(domain).slice(0, -1);
  const inputs = [
    name,
    ...wordsOf(name),
    wordsOf(name).join(''),
    email,
    local,
    ...wordsOf(local),
    ...domainWords,
    ...PASSWORD_PRODUCT_WORDS,
  ];
  return [...new Set(inputs.filter((input) => input.length > 0))];
}

/**
 * Why a password operation was refused: the `code` of its 422 field error (errors.ts FieldError), beside the
 * English `message` of PASSWORD_MESSAGES under the same key.
 */
export const PASSWORD_REFUSAL = {
  /** zxcvbn scored it below MIN_PASSWORD_SCORE; `feedback` says why, as zxcvbn translation keys. */
  tooWeak: 'password.tooWeak',
  /** One of the breach corpus's most common passwords, perhaps with digits or symbols appended; with `feedback`. */
  tooCommon: 'password.tooCommon',
  /** A change on an account that has a password, without `currentPassword`. */
  currentRequired: 'password.currentRequired',
  /** A change whose `currentPassword` is wrong (wrong ones are counted: too many answer 429). */
  currentIncorrect: 'password.currentIncorrect',
  /** A reset whose `token` is unknown, used or expired. */
  resetLinkInvalid: 'password.resetLinkInvalid',
  /** A forgotten-password request on a site that sends no mail (field `email`). */
  recoveryUnavailable: 'password.recoveryUnavailable',
} as const;
export type PasswordRefusal = (typeof PASSWORD_REFUSAL)[keyof typeof PASSWORD_REFUSAL];

/**
 * zxcvbn's verdict on a refused password, as keys of zxcvbn-ts's translations (`translations.warnings[warning]`,
 * `translations.suggestions[key]` of @zxcvbn-ts/language-*), so the browser words it in the user's language.
 * Warning keys include straightRow, keyPattern, simpleRepeat, sequences, recentYears, dates, topTen, common,
 * similarToCommon, wordByItself, namesByThemselves, commonNames, userInputs; suggestions include anotherWord,
 * useWords, capitalization, allUppercase, reverseWords, l33t, dates, recentYears, sequences, repeated.
 */
export interface PasswordFeedback {
  /** 0 to 4. */
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** The English texts of the password screens and refusals (the browser has them in every locale). */
export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  tooWeak: 'This password is too easy to guess. Use a longer one, for example a few unrelated words',
  tooCommon: DOMAIN_MESSAGES.passwordTooCommon,
  currentRequired: 'Enter your current password',
  currentIncorrect: 'Current password is incorrect',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  recoveryUnavailable:
    "Password reset by e-mail is not available on this site. Ask the site's administrator to reset your password",
  changed: 'Your password was changed',
  resetDone: 'Your password was reset. Sign in with your new password',
  forgotAccepted:
    'If an account uses this address, we sent it a link to reset the password. The link works for one hour',
} as const;

/** The reset link mailed to a user: `${PUBLIC_URL}/reset-password?token=…`. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
}

/** Labels of the strength meter, by zxcvbn score 0–4. */
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
