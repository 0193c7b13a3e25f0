import { BOUNDARY_TEXT, LANGUAGES, PASSWORD_MESSAGES, PASSWORD_STRENGTH_LABELS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { GLOSSARY, glossaryCollisions, glossaryViolations, type GlossaryLanguage } from './glossary';
import itLocale from './it.json';
import ja from './ja.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!).sort() : [];
}

function valueAt(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
}

const locales = { de, ja, it: itLocale, es, fr };

describe('locales', () => {
  it('has a file for every listed language', () => {
    expect(Object.keys({ en, ...locales }).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.entries(locales))('%s has exactly the keys and placeholders of en', (_language, resources) => {
    expect(keysOf(resources).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(en)) expect(placeholders(valueAt(resources, key))).toEqual(placeholders(valueAt(en, key)));
  });

  it('uses the exact boundary texts of spec §8 in English', () => {
    expect(en.errors.app).toEqual(BOUNDARY_TEXT.app);
    expect(en.errors.route).toEqual(BOUNDARY_TEXT.route);
    expect(en.errors.feature.title).toBe(BOUNDARY_TEXT.feature.title);
    expect(en.errors.feature.message).toBe(BOUNDARY_TEXT.feature.message);
    expect(en.errors.feature.minimal).toBe(BOUNDARY_TEXT.featureMinimal.message);
    expect(en.errors.loading.title).toBe(BOUNDARY_TEXT.loading.title);
    expect(en.errors.loading.message.replace('{{operation}}', 'projects')).toBe(
      BOUNDARY_TEXT.loading.message('projects'),
    );
  });

  it("words the password refusals and strength levels in English as the server's contracts do", () => {
    const { refusals, strength } = en.auth.password;
    for (const [key, text] of Object.entries(refusals)) {
      expect(text, key).toBe(PASSWORD_MESSAGES[key as keyof typeof PASSWORD_MESSAGES]);
    }
    expect(Object.values(strength.levels)).toEqual([...PASSWORD_STRENGTH_LABELS]);
  });

  it.each(Object.keys(locales))('%s has every key of en', (language) => {
    const keys = new Set(keysOf(locales[language as keyof typeof locales]));
    expect(keysOf(en).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('glossary', () => {
  const languages = Object.keys(locales) as GlossaryLanguage[];

  it.each(languages)('%s uses the one translation of every product term', (language) => {
    const violations = glossaryViolations(en, locales[language], language).map(
      (violation) => `${violation.key} [${violation.term}] ${violation.problem}`,
    );
    expect(violations).toEqual([]);
  });

  it.each(languages)('%s gives different terms different words', (language) => {
    expect(glossaryCollisions(language)).toEqual([]);
  });

  it('names every term of the brief in every language', () => {
    const terms = GLOSSARY.map((term) => term.term);
    for (const term of ['shot', 'episode', 'asset', 'settings', 'credit', 'lip-sync', 'voice clip', 'track'])
      expect(terms).toContain(term);
    for (const term of GLOSSARY) for (const language of languages) expect(term[language].use.length).toBeGreaterThan(0);
  });

  it('catches two words for one term, and settings words used for shots', () => {
    const english = {
      a: 'Shot {{n}}',
      b: 'Delete shots',
      c: 'Settings',
      d: 'Shot settings',
      e: 'Credits: {{balance}}',
    };
    const german = {
      a: 'Shot {{n}}',
      b: 'Einstellungen löschen',
      c: 'Einstellungen',
      d: 'Shot-Einstellungen',
      e: 'Credits: {{balance}}',
    };
    expect(glossaryViolations(english, german, 'de').map((violation) => violation.key)).toEqual(['b', 'b']);
    expect(glossaryViolations({ a: '{{count}} / {{max}} characters' }, { a: '{{count}} Zeichen' }, 'de')).toEqual([]);
  });
});
