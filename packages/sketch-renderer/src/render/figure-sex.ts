import { FEMALE, MALE } from '../scene/scene-people.ts';

/**
 * Whether a character is a woman or a man, as far as its name and words say: role nouns and pronouns first ("an
 * old woman", "his coat"), else a common given name of the product's languages ("Elsa", "Greta", "Hanako"). Most
 * characters say it one way or another; one that does not is drawn without the things only one sex has (a beard).
 */
export type FigureSex = 'female' | 'male' | 'unknown';

// The planner's person nouns of each sex, with the pronouns and forms of address a description uses.
const FEMALE_WORDS = [
  ...FEMALE,
  'she',
  'her',
  'hers',
  'maiden',
  'widow',
  'sorceress',
  'lioness',
  'mrs',
  'miss',
  'madam',
];
const MALE_WORDS = [...MALE, 'he', 'his', 'him', 'sir', 'mr', 'widower'];

// Common given names, lower case, romanised: English, German, French, Spanish, Italian, Japanese.
const FEMALE_NAMES = new Set(
  (
    'anna emma mia sofia sophie olivia ava isabella charlotte amelia emily grace lily lucy alice clara ella hannah ' +
    'mary margaret elizabeth sarah rose ruby jane kate katie laura julia maria marie elsa elise eliza greta gretchen ' +
    'heidi ingrid helga lena lisa lotte frieda marta martha klara ida ilse johanna paula lea leonie mara ' +
    'nora nina rosa sara susanne ursula amelie chloe camille manon juliette louise jeanne margot celine ' +
    'elodie lucia carmen isabel elena ana pilar dolores mercedes ines beatriz paloma valentina giulia chiara ' +
    'francesca alessia martina giorgia serena bianca lucrezia vittoria hanako yuki sakura aiko yumi keiko ' +
    'naomi emi haruka mei hina yui akiko mariko tomoko sachiko misaki ayaka nanami rin mina wendy pip'
  ).split(' '),
);
const MALE_NAMES = new Set(
  (
    'tom thomas john james jack william henry george harry oliver charlie samuel daniel david michael peter ' +
    'paul robert richard edward arthur albert fred frederick hans klaus jonas lukas leon felix max moritz ' +
    'karl otto fritz heinrich jannik jan ben finn noah elias emil anton pierre jean louis jacques antoine ' +
    'hugo lucas gabriel jules marcel nicolas juan carlos jose pedro miguel pablo diego javier manuel ' +
    'alejandro marco luca giovanni giuseppe matteo lorenzo alessandro francesco andrea antonio pietro ' +
    'taro hiroshi kenji takeshi haruto ren sota yuto daiki kaito ken kenta jiro ichiro shota tobias reyes'
  ).split(' '),
);

export function figureSex(name: string, words: ReadonlySet<string>): FigureSex {
  const female = FEMALE_WORDS.some((word) => words.has(word));
  const male = MALE_WORDS.some((word) => words.has(word));
  if (female !== male) return female ? 'female' : 'male';
  const given = name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (FEMALE_NAMES.has(given)) return 'female';
  if (MALE_NAMES.has(given)) return 'male';
  return 'unknown';
}
