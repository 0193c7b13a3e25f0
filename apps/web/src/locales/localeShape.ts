import type en from './en.json';
import type de from './de.json';
import type es from './es.json';
import type fr from './fr.json';
import type it from './it.json';
import type ja from './ja.json';

/** The shape every locale file must have: en.json, the fallback language. */
export type LocaleResources = typeof en;

// A locale missing a key of en.json fails the type check here (extra keys are caught by locales.test.ts).
type Complete<T extends LocaleResources> = T;
export type CheckedLocales = [
  Complete<typeof de>,
  Complete<typeof ja>,
  Complete<typeof it>,
  Complete<typeof es>,
  Complete<typeof fr>,
];
