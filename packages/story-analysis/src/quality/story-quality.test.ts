import { describe, expect, it } from 'vitest';
import type { StoryAsset } from '../types.ts';
import { planShots } from '../breakdown/shot-breakdown.ts';
import { splitSentences } from '../text/sentence-splitter.ts';
import { analyzeStoryText } from '../analysis/story-analysis.ts';
import type { Language } from '@sym/contracts';
import {
  FIXTURE_LANGUAGES,
  formsMatch,
  loadQualityFixtures,
  precision,
  recall,
  scoreFixtures,
  scoreStory,
} from './story-quality.ts';
import type { Tally } from './story-quality.ts';

const allFixtures = loadQualityFixtures();
// The English set, which the tests below by slug and the English floors read.
const fixtures = allFixtures.filter((fixture) => fixture.language === 'en');
const bySlug = (slug: string) => {
  const fixture = fixtures.find((candidate) => candidate.slug === slug);
  if (!fixture) throw new Error(`no fixture ${slug}`);
  return fixture;
};
const analysed = new Map(
  allFixtures.map((fixture) => [fixture.story, analyzeStoryText(fixture.story, fixture.language)]),
);
const analyse = (story: string): StoryAsset[] => analysed.get(story) ?? analyzeStoryText(story);
const assetsOf = (slug: string): StoryAsset[] => analyse(bySlug(slug).story);
const findIn = (assets: StoryAsset[], type: StoryAsset['type'], form: string) =>
  assets.find((asset) => asset.type === type && [asset.name, ...asset.aliases].some((name) => formsMatch(name, form)));

describe('the fixture sets of the other languages', () => {
  for (const language of FIXTURE_LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language}: at least 10 stories of different genres, each with expected characters and things`, () => {
      const set = allFixtures.filter((fixture) => fixture.language === language);
      expect(set.length).toBeGreaterThanOrEqual(10);
      for (const fixture of set) {
        expect(fixture.expected.character.length, fixture.slug).toBeGreaterThan(0);
        expect(fixture.expected.location.length + fixture.expected.prop.length, fixture.slug).toBeGreaterThan(0);
      }
    });
  }
});

describe('the fixture set', () => {
  it('holds at least 20 stories of different genres, 80 to 1,200 words, each with expected assets', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    expect(new Set(fixtures.map((fixture) => fixture.genre)).size).toBe(fixtures.length);
    for (const fixture of fixtures) {
      const words = fixture.story.split(/\s+/).filter(Boolean).length;
      expect(words, fixture.slug).toBeGreaterThanOrEqual(80);
      expect(words, fixture.slug).toBeLessThanOrEqual(1200);
      expect(fixture.expected.character.length, fixture.slug).toBeGreaterThan(0);
      expect(fixture.expected.location.length + fixture.expected.prop.length, fixture.slug).toBeGreaterThan(0);
    }
  });
});

describe('the scorer', () => {
  it('matches names case-insensitively, without articles, singular or plural, and by head noun', () => {
    expect(formsMatch('The Rusty Keys', 'rusty key')).toBe(true);
    expect(formsMatch('Old Lighthouse', 'lighthouse')).toBe(true);
    expect(formsMatch('lighthouse', 'the old lighthouse')).toBe(true);
    expect(formsMatch('Harbour', 'harbour market')).toBe(false);
    expect(formsMatch('key', 'keyboard')).toBe(false);
  });

  it('pairs found and expected assets one to one, per type', () => {
    const found: StoryAsset[] = [
      { name: 'Market', type: 'location', aliases: [], description: '' },
      { name: 'Night Market', type: 'location', aliases: [], description: '' },
      { name: 'Key', type: 'character', aliases: [], description: '' },
    ];
    const tally = scoreStory(found, { character: [], location: [['night market', 'market']], prop: [['key']] });
    expect(tally.location).toEqual({ found: 2, expected: 1, matched: 1 });
    expect(tally.prop).toEqual({ found: 0, expected: 1, matched: 0 });
    expect(tally.character).toEqual({ found: 1, expected: 0, matched: 0 });
  });
});

// Measured 0.87/0.79 characters, 0.83/0.81 locations, 0.75/0.77 props, 0.80/0.79 overall (before this work:
// 0.73/0.49, 0.88/0.22, 0.76/0.14, 0.77/0.25). The floors sit a little under, so a regression fails.
describe('precision and recall on the fixture set', () => {
  const scores = scoreFixtures(fixtures, analyse);
  const floors = {
    character: [0.84, 0.75],
    location: [0.8, 0.78],
    prop: [0.72, 0.74],
    overall: [0.77, 0.76],
  } as const;
  for (const [type, [minPrecision, minRecall]] of Object.entries(floors)) {
    it(`${type}: precision ≥ ${minPrecision}, recall ≥ ${minRecall}`, () => {
      const tally = scores[type as keyof typeof scores];
      expect(precision(tally)).toBeGreaterThanOrEqual(minPrecision);
      expect(recall(tally)).toBeGreaterThanOrEqual(minRecall);
    });
  }
});

// Overall precision / recall per language, measured on each language's fixture set (issue 30: written by someone
// else, independently of the rules): en 0.81/0.79, de 0.81/0.58, fr 0.69/0.55, es 0.73/0.47, it 0.64/0.40,
// ja 0.56/0.37. The floors sit a little under.
const LANGUAGE_FLOORS: Record<Language, readonly [number, number]> = {
  en: [0.78, 0.77],
  de: [0.76, 0.54],
  fr: [0.65, 0.5],
  es: [0.68, 0.43],
  it: [0.58, 0.36],
  ja: [0.52, 0.33],
};

describe('precision and recall per language', () => {
  const rows = FIXTURE_LANGUAGES.map((language) => {
    const set = allFixtures.filter((fixture) => fixture.language === language);
    return { language, stories: set.length, scores: scoreFixtures(set, analyse) };
  });
  const cell = (tally: Tally): string => `${precision(tally).toFixed(2)}/${recall(tally).toFixed(2)}`;
  console.log(
    [
      'lang stories  character  location   prop       overall',
      ...rows.map(
        ({ language, stories, scores }) =>
          `${language.padEnd(4)} ${String(stories).padStart(7)}  ${[scores.character, scores.location, scores.prop, scores.overall].map((tally) => cell(tally).padEnd(10)).join(' ')}`,
      ),
    ].join('\n'),
  );
  for (const { language, scores } of rows) {
    const [minPrecision, minRecall] = LANGUAGE_FLOORS[language];
    it(`${language}: overall precision ≥ ${minPrecision}, recall ≥ ${minRecall}`, () => {
      expect(precision(scores.overall)).toBeGreaterThanOrEqual(minPrecision);
      expect(recall(scores.overall)).toBeGreaterThanOrEqual(minRecall);
    });
  }
});

describe('what issue 16 found missing', () => {
  it('finds the harbour market, the sea cave, a photograph, a rusty key and a red scarf', () => {
    const assets = assetsOf('sea-adventure-lighthouse');
    expect(findIn(assets, 'location', 'harbour market')?.name).toBe('Harbour Market');
    expect(findIn(assets, 'location', 'sea cave')?.name).toBe('Sea Cave');
    expect(findIn(assets, 'location', 'hut')).toBeDefined();
    expect(findIn(assets, 'prop', 'photograph')).toBeDefined();
    expect(findIn(assets, 'prop', 'rusty key')?.description).toMatch(/^Rusty key/);
    expect(findIn(assets, 'prop', 'red scarf')?.description).toMatch(/^Red scarf/);
    expect(findIn(assets, 'prop', 'tin box')).toBeDefined();
  });

  it('finds groups, animals and multi-word and common-noun places', () => {
    expect(findIn(assetsOf('folk-tale-hunters-hut'), 'character', 'hunters')).toBeDefined();
    expect(findIn(assetsOf('folk-tale-hunters-hut'), 'location', 'palace')).toBeDefined();
    expect(findIn(assetsOf('folk-tale-hunters-hut'), 'location', 'hut')).toBeDefined();
    expect(findIn(assetsOf('sports-race-finish-line'), 'location', 'finish line')?.name).toBe('Finish Line');
    expect(findIn(assetsOf('sea-adventure-lighthouse'), 'character', 'terrier')?.name).toBe('Pip');
    expect(findIn(assetsOf('western-dusty-creek'), 'character', 'riders')).toBeDefined();
  });

  it('keeps one character per person: a role beside a name and a short name join the full name', () => {
    const sea = assetsOf('sea-adventure-lighthouse').filter((asset) => asset.type === 'character');
    expect(sea.filter((asset) => findIn([asset], 'character', 'fisherman'))).toHaveLength(1);
    expect(findIn(sea, 'character', 'fisherman')?.name).toBe('Tobias');
    const thriller = assetsOf('thriller-night-train').filter((asset) => asset.type === 'character');
    expect(thriller.filter((asset) => findIn([asset], 'character', 'anna'))).toHaveLength(1);
    expect(findIn(assetsOf('war-signal-lamp'), 'character', 'sam')?.name).toBe('Samuel Reid');
  });

  it('describes in noun-phrase form from what the text says, never with a copied sentence', () => {
    const tobias = findIn(assetsOf('sea-adventure-lighthouse'), 'character', 'tobias');
    expect(tobias?.description).toBe('Old Tobias — a retired fisherman with a grey beard and a wooden pipe');
    expect(findIn(assetsOf('sea-adventure-lighthouse'), 'location', 'hut')?.description).toBe(
      'Hut — at the end of the quay',
    );
    // A place's parts, named with it ("the temple doors", "the temple steps").
    expect(findIn(assetsOf('fantasy-quest-ember-crown'), 'location', 'temple')?.description).toBe(
      'Temple — doors, steps',
    );
    expect(findIn(assetsOf('sea-adventure-lighthouse'), 'location', 'lighthouse')?.description).toBe(
      'Old lighthouse — spiral stairs',
    );
    for (const fixture of fixtures) {
      for (const asset of assetsOf(fixture.slug)) {
        const label = `${fixture.slug}: ${asset.name}`;
        expect(asset.description, label).not.toMatch(/^(?:he|she|it|they|his|her|its|their)\b/i);
        // No sentence of the story inside: no sentence break and a short phrase.
        expect(asset.description, label).not.toMatch(/[.!?]\s/);
        expect(asset.description.split(/\s+/).length, label).toBeLessThanOrEqual(30);
      }
    }
  });
});

describe('shots by beats on the fixture set', () => {
  it('groups the 280-word sea story into 7–12 beats, not one shot per sentence', () => {
    const fixture = bySlug('sea-adventure-lighthouse');
    const shots = planShots({ story: fixture.story, assets: assetsOf(fixture.slug) });
    expect(splitSentences(fixture.story)).toHaveLength(24);
    expect(shots.length).toBeGreaterThanOrEqual(7);
    expect(shots.length).toBeLessThanOrEqual(12);
  });

  it('averages two or more sentences per shot over the set', () => {
    let sentences = 0;
    let shots = 0;
    for (const fixture of fixtures) {
      sentences += splitSentences(fixture.story).length;
      shots += planShots({ story: fixture.story, assets: assetsOf(fixture.slug) }).length;
    }
    expect(sentences / shots).toBeGreaterThanOrEqual(2);
  });

  it('cuts where the place or the time changes: low tide at the sea cave starts its own shot', () => {
    const fixture = bySlug('sea-adventure-lighthouse');
    const shots = planShots({ story: fixture.story, assets: assetsOf(fixture.slug) });
    const cave = shots.find((shot) => shot.sentences.some((sentence) => sentence.startsWith('At low tide')));
    expect(cave?.sentences[0]).toMatch(/^At low tide they walk along the shingle to the sea cave/);
  });
});
