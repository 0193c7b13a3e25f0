import { describe, expect, it } from 'vitest';
import { passwordResetLink, passwordUserInputs } from './password-policy.ts';

describe('passwordUserInputs', () => {
  it("lists the account's words: name, e-mail, its local part and domain words, and the product's words", () => {
    expect(passwordUserInputs({ name: 'Ada  Lovelace', email: 'Ada.King@Analytical.example.com' })).toEqual([
      'ada  lovelace',
      'ada',
      'lovelace',
      'adalovelace',
      'ada.king@analytical.example.com',
      'ada.king',
      'king',
      'analytical',
      'example',
      'sym',
      'motion',
      'maker',
      'studio',
    ]);
  });

  it('works without a name or an e-mail', () => {
    expect(passwordUserInputs({})).toEqual(['sym', 'motion', 'maker', 'studio']);
  });
});

describe('passwordResetLink', () => {
  it('points at the reset page of the public address', () => {
    expect(passwordResetLink('https://studio.example.com/', 'abc_DEF-1')).toBe(
      'https://studio.example.com/reset-password?token=abc_DEF-1',
    );
  });
});
