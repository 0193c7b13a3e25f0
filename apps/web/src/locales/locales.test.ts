import { BOUNDARY_TEXT, LANGUAGES } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
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
});
