import type * as LanguageCommon from '@zxcvbn-ts/language-common';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 49,233 most common passwords of the breach corpus zxcvbn ships (@zxcvbn-ts/language-common, all
 * lower case, bundled in the package: no network), loaded with the first sign-up rather than at every server
 * start (some 40 ms on an idle machine, about 4 MB of heap).
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    (module: typeof LanguageCommon) => new Set(module.dictionary['passwords-common']),
  );
  return commonPasswords;
}

/**
 * Whether a password is one of the common ones (ASVS 2.1.7), in any letter case, also with digits or
 * symbols merely appended ("Password123!", "sunshine2024").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '');
  return list.has(lower) || (base.length > 0 && list.has(base));
}
