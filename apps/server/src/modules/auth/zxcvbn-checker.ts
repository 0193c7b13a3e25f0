import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as esEs from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';
import * as ja from '@zxcvbn-ts/language-ja';
import type { PASSWORD_CHECK_OPTIONS, PasswordFeedback } from '@sym/contracts';

// The languages of the interface (spec §1), each with its common words, names and Wikipedia terms.
const LANGUAGES = { en, de, fr, 'es-es': esEs, it, ja } as const;

/**
 * A language's word lists named by language. The 3.x packages (de, it, ja) name theirs without it ('commonWords'),
 * so they would overwrite each other; zxcvbn words its feedback by what a list's name contains, so the suffix
 * changes nothing else.
 */
function dictionaryOf(language: string, lists: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(lists).map(([name, words]) => [
      name.endsWith(`-${language}`) ? name : `${name}-${language}`,
      words as string[],
    ]),
  );
}

/**
 * zxcvbn with the breach corpus, the keyboard layouts and the dictionaries of the interface languages (some 100 MB
 * of heap and a second or two to build; password-strength-thread.ts keeps it on a thread of its own). Without
 * `translations` zxcvbn-ts answers feedback as translation keys, which is what the API sends: the browser words
 * them with zxcvbn-ts's translations in the user's language. The options (PASSWORD_CHECK_OPTIONS) come from the
 * caller: the thread imports nothing of the contracts, whose schemas would cost it seconds to load.
 */
export function createPasswordChecker(
  options: typeof PASSWORD_CHECK_OPTIONS,
): (password: string, userInputs: string[]) => PasswordFeedback {
  const zxcvbn = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: Object.assign(
      {},
      common.dictionary,
      ...Object.entries(LANGUAGES).map(([language, module]) => dictionaryOf(language, module.dictionary)),
    ),
    ...options,
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    return { score, warning: feedback.warning, suggestions: feedback.suggestions };
  };
}
