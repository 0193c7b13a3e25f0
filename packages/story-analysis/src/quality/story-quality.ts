// Precision and recall of the story analysis against the fixture stories in the package's fixtures/ (written before
// tuning), per language: English in fixtures/, the others in fixtures/<language>/ (written independently of the rules).
// Shared by the vitest floors (story-quality.test.ts) and the bench script that prints the numbers.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { Language } from '@sym/contracts';
import { fileURLToPath } from 'node:url';
import type { StoryAsset, StoryAssetType } from '../types.ts';
import { singularize } from '../analysis/asset-lexicon.ts';

export const ASSET_TYPES: readonly StoryAssetType[] = ['character', 'location', 'prop'];

/** An asset a writer would list: its name first, then other forms that count as the same thing. */
export type ExpectedAsset = readonly string[];

export interface QualityFixture {
  slug: string;
  language: Language;
  genre: string;
  story: string;
  expected: Record<StoryAssetType, ExpectedAsset[]>;
}

interface ExpectedFile {
  genre: string;
  characters: string[][];
  locations: string[][];
  props: string[][];
}

const FIXTURE_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** The languages with fixture stories: English in fixtures/ itself, every other one in fixtures/<language>/. */
export const FIXTURE_LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'ja'];

function loadFolder(folder: string, language: Language): QualityFixture[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.txt') && existsSync(`${folder}${file.slice(0, -'.txt'.length)}.expected.json`))
    .sort()
    .map((file) => {
      const slug = file.slice(0, -'.txt'.length);
      const data = JSON.parse(readFileSync(`${folder}${slug}.expected.json`, 'utf8')) as ExpectedFile;
      return {
        slug: language === 'en' ? slug : `${language}/${slug}`,
        language,
        genre: data.genre,
        story: readFileSync(`${folder}${file}`, 'utf8'),
        expected: { character: data.characters, location: data.locations, prop: data.props },
      };
    });
}

/** Loads every `<slug>.txt` with its `<slug>.expected.json`: fixtures/ (English) and fixtures/<language>/. */
export function loadQualityFixtures(language?: Language): QualityFixture[] {
  const languages = language ? [language] : FIXTURE_LANGUAGES;
  return languages.flatMap((code) => loadFolder(code === 'en' ? FIXTURE_DIR : `${FIXTURE_DIR}${code}/`, code));
}

const LEADING = /^(?:the|a|an|his|her|their|its|my|our|your|some|two|three|four|five)\s+/;

/** Words of a form with articles dropped and the last word singular: "The Rusty Keys" → ["rusty", "key"]. */
export function normalizeForm(form: string): string[] {
  let text = form
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}'&\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  while (LEADING.test(text)) text = text.replace(LEADING, '');
  const words = text.split(' ').filter(Boolean);
  const last = words.length - 1;
  if (last >= 0) words[last] = singularize(words[last]!.replace(/'s?$/, ''));
  return words;
}

/** Equal forms, or one is the other with modifiers in front (same head noun): "old lighthouse" ~ "lighthouse". */
export function formsMatch(left: string, right: string): boolean {
  const a = normalizeForm(left);
  const b = normalizeForm(right);
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const tail = long.slice(long.length - short.length);
  return tail.every((word, index) => word === short[index]);
}

const assetMatches = (asset: Pick<StoryAsset, 'name' | 'aliases'>, expected: ExpectedAsset): boolean =>
  [asset.name, ...asset.aliases].some((form) => expected.some((wanted) => formsMatch(form, wanted)));

/** Size of a one-to-one matching between found and expected assets (each counts once). */
function matchCount(found: readonly Pick<StoryAsset, 'name' | 'aliases'>[], expected: readonly ExpectedAsset[]) {
  const owner: (number | undefined)[] = expected.map(() => undefined);
  const edges = found.map((asset) => expected.flatMap((wanted, index) => (assetMatches(asset, wanted) ? [index] : [])));
  const assign = (foundIndex: number, seen: Set<number>): boolean => {
    for (const target of edges[foundIndex] ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      const current = owner[target];
      if (current === undefined || assign(current, seen)) {
        owner[target] = foundIndex;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  found.forEach((_asset, index) => {
    if (assign(index, new Set())) matched++;
  });
  return matched;
}

/** Counts for one type (or all): found assets, expected assets and how many of them pair up. */
export interface Tally {
  found: number;
  expected: number;
  matched: number;
}

export const precision = (tally: Tally): number => (tally.found === 0 ? 0 : tally.matched / tally.found);
export const recall = (tally: Tally): number => (tally.expected === 0 ? 0 : tally.matched / tally.expected);

/** Tallies one story's analysis per asset type; a found asset only matches an expected one of its type. */
export function scoreStory(
  found: readonly StoryAsset[],
  expected: QualityFixture['expected'],
): Record<StoryAssetType, Tally> {
  const result = {} as Record<StoryAssetType, Tally>;
  for (const type of ASSET_TYPES) {
    const ofType = found.filter((asset) => asset.type === type);
    result[type] = {
      found: ofType.length,
      expected: expected[type].length,
      matched: matchCount(ofType, expected[type]),
    };
  }
  return result;
}

/** Sums tallies (micro-average over stories). */
export function addTallies(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (sum, tally) => ({
      found: sum.found + tally.found,
      expected: sum.expected + tally.expected,
      matched: sum.matched + tally.matched,
    }),
    { found: 0, expected: 0, matched: 0 },
  );
}

/** Per-type and overall tallies of an analysis over every fixture story. */
export function scoreFixtures(
  fixtures: readonly QualityFixture[],
  analyze: (story: string) => StoryAsset[],
): Record<StoryAssetType | 'overall', Tally> {
  const perStory = fixtures.map((fixture) => scoreStory(analyze(fixture.story), fixture.expected));
  const character = addTallies(perStory.map((story) => story.character));
  const location = addTallies(perStory.map((story) => story.location));
  const prop = addTallies(perStory.map((story) => story.prop));
  return { character, location, prop, overall: addTallies([character, location, prop]) };
}
