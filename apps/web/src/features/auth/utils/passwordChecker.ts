import { PASSWORD_CHECK_OPTIONS, type Language, type PasswordFeedback } from '@sym/contracts';
import type { CheckerAnswer, CheckerRequest, FeedbackTranslations, PasswordVerdict } from './passwordVerdict';

export { checkerLanguage } from './checkerLanguage';
export type { PasswordVerdict } from './passwordVerdict';

export interface PasswordChecker {
  /** Scores `password` with the account's own words (`passwordUserInputs`) as the first guesses. */
  check(password: string, userInputs: readonly string[]): Promise<PasswordVerdict>;
  /** Words zxcvbn's feedback keys (a server refusal's `feedback`) in the checker's language; unknown keys drop. */
  describe(feedback: Pick<PasswordFeedback, 'warning' | 'suggestions'>): Omit<PasswordVerdict, 'score'>;
}

function describeWith(translations: FeedbackTranslations): PasswordChecker['describe'] {
  return (feedback) => ({
    warning: (feedback.warning && translations.warnings[feedback.warning]) || null,
    suggestions: feedback.suggestions.flatMap((key) =>
      translations.suggestions[key] ? [translations.suggestions[key]] : [],
    ),
  });
}

/** zxcvbn in a module worker (its own chunks: nothing of it is in the main bundle). */
function workerChecker(language: Language): Promise<PasswordChecker> {
  const worker = new Worker(new URL('./passwordChecker.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (verdict: PasswordVerdict) => void>();
  let nextId = 0;
  const send = (request: CheckerRequest) => worker.postMessage(request);

  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      worker.terminate();
      reject(new Error(message));
    };
    worker.onerror = (event) => fail(event.message || 'The password checker could not start');
    worker.onmessage = ({ data }: MessageEvent<CheckerAnswer>) => {
      if (data.type === 'failed') fail(data.message);
      else if (data.type === 'verdict') {
        pending.get(data.id)?.(data.verdict);
        pending.delete(data.id);
      } else {
        resolve({
          check: (password, userInputs) =>
            new Promise((answer) => {
              const id = nextId++;
              pending.set(id, answer);
              send({ type: 'check', id, password, userInputs: [...userInputs] });
            }),
          describe: describeWith(data.translations),
        });
      }
    };
    send({ type: 'init', language, options: PASSWORD_CHECK_OPTIONS });
  });
}

/** zxcvbn on this thread, where there are no workers (tests) or the worker could not start. */
async function inThreadChecker(language: Language): Promise<PasswordChecker> {
  const { createZxcvbnEngine } = await import('./zxcvbnEngine');
  const engine = await createZxcvbnEngine(language, PASSWORD_CHECK_OPTIONS);
  return {
    check: async (password, userInputs) => engine.check(password, userInputs),
    describe: describeWith(engine.translations),
  };
}

const checkers = new Map<Language, Promise<PasswordChecker>>();

/**
 * The checker of an interface language, loaded on first use and kept (a worker when the browser has them); a
 * failed load is tried again next time.
 */
export function loadPasswordChecker(language: Language): Promise<PasswordChecker> {
  let checker = checkers.get(language);
  if (!checker) {
    checker =
      typeof Worker === 'undefined'
        ? inThreadChecker(language)
        : workerChecker(language).catch(() => inThreadChecker(language));
    checkers.set(language, checker);
    checker.catch(() => checkers.delete(language));
  }
  return checker;
}
