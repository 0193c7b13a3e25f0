import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('refuses passwords of the common list in any case, also with digits or symbols appended', async () => {
    for (const password of ['password', 'PASSWORD', 'Password123', 'password123!', 'qwertyuiop', 'sunshine2024']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passphrases and passwords that only contain a common word', async () => {
    for (const password of ['correct horse battery', 'analytical engine 1843', 'my-password-is-long', 'Zq7!vR2#pL']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
