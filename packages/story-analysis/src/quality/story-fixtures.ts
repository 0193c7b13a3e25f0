import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A fixture story with the assets a human would list for it. */
export interface StoryFixture {
  slug: string;
  story: string;
  expected: { characters: string[]; locations: string[]; props: string[] };
}

const FIXTURE_DIR = fileURLToPath(new URL('../../../../e2e/fixtures/stories/', import.meta.url));

/** Loads every `<slug>.txt` story in e2e/fixtures/stories with its `<slug>.expected.json`. */
export function loadStoryFixtures(): StoryFixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const slug = file.slice(0, -'.txt'.length);
      return {
        slug,
        story: readFileSync(`${FIXTURE_DIR}${file}`, 'utf8'),
        expected: JSON.parse(readFileSync(`${FIXTURE_DIR}${slug}.expected.json`, 'utf8')) as StoryFixture['expected'],
      };
    });
}

/** Whether an asset goes by a name (its own name or one of its aliases), case-insensitive. */
export function goesBy(asset: { name: string; aliases: readonly string[] }, name: string): boolean {
  const wanted = name.toLowerCase();
  return asset.name.toLowerCase() === wanted || asset.aliases.some((alias) => alias.toLowerCase() === wanted);
}
