import { MIN_PASSWORD_SCORE, type PasswordFeedback } from '@sym/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { latestOnly } from '../utils/latestOnly';
import {
  checkerLanguage,
  loadPasswordChecker,
  type PasswordChecker,
  type PasswordVerdict,
} from '../utils/passwordChecker';

/**
 * What the strength meter knows about a password being chosen. 'checking' while zxcvbn loads; 'unavailable' when
 * it could not be loaded (offline): the server still judges the password then.
 */
export type PasswordStrength =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'unavailable' }
  | ({ status: 'ready'; isStrongEnough: boolean } & PasswordVerdict);

export interface PasswordStrengthState {
  strength: PasswordStrength;
  /** Words a server refusal's zxcvbn keys in the user's language (null until the checker has loaded). */
  describe: ((feedback: Pick<PasswordFeedback, 'warning' | 'suggestions'>) => Omit<PasswordVerdict, 'score'>) | null;
  /** Scores a password now (on submit: the meter may not have caught up with the typing); null until loaded. */
  judge: ((password: string) => Promise<PasswordVerdict>) | null;
}

type Loaded = { language: string; checker: PasswordChecker } | { language: string; hasFailed: true };
interface Scored {
  password: string;
  inputsKey: string;
  verdict: PasswordVerdict;
}

const inputsOf = (key: string) => (key ? key.split('\n') : []);

/**
 * zxcvbn's judgement of `password` for an account with these `userInputs` (passwordUserInputs), in the interface
 * language. The checker (core, common words and the language's dictionary, in a worker) loads with the first
 * character typed; while it scores one keystroke, only the latest of the next ones is scored after it.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrengthState {
  const { i18n } = useTranslation();
  const language = checkerLanguage(i18n.resolvedLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [scored, setScored] = useState<Scored | null>(null);
  const hasPassword = password.length > 0;
  const isLoadedHere = loaded?.language === language;
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!hasPassword || isLoadedHere) return;
    let isCurrent = true;
    loadPasswordChecker(language).then(
      (checker) => isCurrent && setLoaded({ language, checker }),
      () => isCurrent && setLoaded({ language, hasFailed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasPassword, isLoadedHere, language]);

  const checker = isLoadedHere && loaded && 'checker' in loaded ? loaded.checker : null;
  const requestScore = useMemo(
    () =>
      checker &&
      latestOnly(
        (request: Omit<Scored, 'verdict'>) => checker.check(request.password, inputsOf(request.inputsKey)),
        (request, verdict) => setScored({ ...request, verdict }),
      ),
    [checker],
  );

  useEffect(() => {
    if (requestScore && password) requestScore({ password, inputsKey });
  }, [requestScore, password, inputsKey]);

  const judge = useMemo(() => {
    if (!checker) return null;
    return async (candidate: string) =>
      scored && scored.password === candidate && scored.inputsKey === inputsKey
        ? scored.verdict
        : checker.check(candidate, inputsOf(inputsKey));
  }, [checker, scored, inputsKey]);

  let strength: PasswordStrength;
  if (!hasPassword) strength = { status: 'empty' };
  else if (isLoadedHere && loaded && 'hasFailed' in loaded) strength = { status: 'unavailable' };
  else if (!checker || !scored) strength = { status: 'checking' };
  // Until the latest keystroke is scored, the meter shows the score of an earlier one.
  else strength = { status: 'ready', ...scored.verdict, isStrongEnough: scored.verdict.score >= MIN_PASSWORD_SCORE };

  return { strength, describe: checker ? checker.describe : null, judge };
}
