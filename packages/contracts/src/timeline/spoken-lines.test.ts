import { describe, expect, it } from 'vitest';
import { episodeLanguages, linesInLanguage, originalLines, translationOf, type LanguageClip } from './spoken-lines.ts';

const line = (id: string, changes: Partial<LanguageClip> = {}): LanguageClip => ({
  id,
  sourceClipId: null,
  language: null,
  text: `Line ${id}`,
  audioUrl: `/media/${id}.wav`,
  duration: 2,
  status: 'ready',
  ...changes,
});

const a = line('a');
const b = line('b');
const spoken = line('a-de', {
  sourceClipId: 'a',
  language: 'de',
  text: 'Zeile A',
  audioUrl: '/media/a-de.wav',
  duration: 3,
});
const pending = line('b-de', { sourceClipId: 'b', language: 'de', text: 'Zeile B', audioUrl: null, status: 'pending' });
const untranslated = line('a-fr', {
  sourceClipId: 'a',
  language: 'fr',
  text: 'Old words',
  translation: 'untranslated',
  audioUrl: null,
});
const clips = [a, b, spoken, pending, untranslated];

describe('lines in a language', () => {
  it('are the originals in the main language', () => {
    expect(linesInLanguage(clips, 'en', 'en')).toEqual([a, b]);
    expect(originalLines(clips)).toEqual([a, b]);
  });

  it("take a translation's words, and its audio once spoken, at the original's place", () => {
    expect(linesInLanguage(clips, 'de', 'en')).toEqual([
      { ...a, text: 'Zeile A', audioUrl: '/media/a-de.wav', duration: 3 },
      { ...b, text: 'Zeile B' },
    ]);
  });

  it("keep an untranslated line's current original words, and a line with no translation as it is", () => {
    expect(linesInLanguage(clips, 'fr', 'en')).toEqual([a, b]);
    expect(linesInLanguage(clips, 'ja', 'en')).toEqual([a, b]);
  });

  it('find a translation, and list an episode’s languages main one first', () => {
    expect(translationOf(clips, 'b', 'de')).toBe(pending);
    expect(translationOf(clips, 'b', 'fr')).toBeUndefined();
    expect(episodeLanguages({ contentLanguage: 'de', supportedLanguages: ['en', 'de', 'ja'] })).toEqual([
      'de',
      'en',
      'ja',
    ]);
  });
});
