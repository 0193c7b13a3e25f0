import type { Language } from '@sym/contracts';
import type { CheckOptions } from './zxcvbnEngine';

/** zxcvbn's verdict on a password, its feedback already worded in the checker's language. */
export interface PasswordVerdict {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** zxcvbn-ts's words for its feedback keys, in one language. */
export interface FeedbackTranslations {
  warnings: Record<string, string>;
  suggestions: Record<string, string>;
}

/** Messages to the checker's worker and its answers. */
export type CheckerRequest =
  | { type: 'init'; language: Language; options: CheckOptions }
  | { type: 'check'; id: number; password: string; userInputs: string[] };

export type CheckerAnswer =
  | { type: 'ready'; translations: FeedbackTranslations }
  | { type: 'failed'; message: string }
  | { type: 'verdict'; id: number; verdict: PasswordVerdict };
