import { afterAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, PASSWORD_REFUSAL } from '@sym/contracts';
import { passwordRefusal } from './password-strength.ts';
import { stopPasswordChecker } from './password-strength-thread.ts';

const owner = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' };

// Guessable on their own, or from the account's own words (name, e-mail) and the product's.
const WEAK = [
  'aaaaaaaa',
  'abcdefgh',
  'zzzzzzzz',
  '        ',
  'ada.lovelace@example.com',
  'Ada Lovelace',
  'adalovelace',
  'ada.lovelace2024',
  'AdaLovelace1!',
  'ada.lovelace@example.com1',
  'lovelace1815',
  'password1',
  'Password123',
  'qwertyuiop',
  'qwerty123',
  '12345678',
  '123456789',
  '11111111',
  'iloveyou',
  'letmein!',
  'welcome1',
  'monkey123',
  'dragon2020',
  'sunshine',
  'football',
  'trustno1',
  'Passwort123',
  'motdepasse',
  'contraseña',
  'passw0rd!',
  'asdfghjkl',
  'zaq12wsx',
  '1q2w3e4r5t',
  'symstudio',
  'motionmaker1',
];

const STRONG = [
  'correct horse battery staple',
  'analytical-engine-1843',
  'difference engine, Babbage 1822',
  'Zq7!vR2#pL9$wX',
  'lighthouse keeper 1890',
];

describe('the password strength rule', () => {
  afterAll(() => stopPasswordChecker());

  it(`refuses ${WEAK.length} guessable passwords with a reason code and zxcvbn's feedback keys`, async () => {
    const refused: string[] = [];
    for (const password of WEAK) {
      const refusal = await passwordRefusal(password, owner, 'password');
      if (!refusal) continue;
      refused.push(password);
      expect([PASSWORD_REFUSAL.tooWeak, PASSWORD_REFUSAL.tooCommon], password).toContain(refusal.code);
      expect(refusal.feedback?.score, password).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(refusal.field).toBe('password');
    }
    expect(refused).toEqual(WEAK);
  });

  it('accepts passphrases and random passwords', async () => {
    for (const password of STRONG) expect(await passwordRefusal(password, owner, 'password'), password).toBeUndefined();
  });

  it("words the feedback as keys of zxcvbn-ts's translations", async () => {
    const refusal = await passwordRefusal('adalovelace', owner, 'newPassword');
    expect(refusal).toMatchObject({
      field: 'newPassword',
      code: PASSWORD_REFUSAL.tooWeak,
      feedback: { score: 0, warning: 'userInputs', suggestions: ['anotherWord'] },
    });
  });

  // Without PASSWORD_CHECK_OPTIONS' caps this one costs zxcvbn about a minute of CPU (the test's time limit).
  it('judges a 256-character l33t password by its first 64 characters', async () => {
    const refusal = await passwordRefusal('p@ssw0rd'.repeat(32), owner, 'password');
    expect(refusal?.code).toBe(PASSWORD_REFUSAL.tooWeak);
  });
});
