import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoryAsset } from '../types.ts';
import { analyzeStoryText } from './story-analysis.ts';
import { goesBy, loadStoryFixtures } from '../quality/story-fixtures.ts';

const fixtures = loadStoryFixtures();
const ofType = (assets: StoryAsset[], type: StoryAsset['type']) => assets.filter((asset) => asset.type === type);
const find = (assets: StoryAsset[], name: string) => assets.filter((asset) => goesBy(asset, name));

describe('analyzeStoryText on the fixture stories', () => {
  it('has fixtures, one of them about 1,000 words', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
    const longest = Math.max(...fixtures.map((fixture) => fixture.story.split(/\s+/).length));
    expect(longest).toBeGreaterThanOrEqual(900);
  });

  for (const fixture of fixtures) {
    describe(fixture.slug, () => {
      const assets = analyzeStoryText(fixture.story);

      it('finds every expected character and location, with the right type', () => {
        for (const name of fixture.expected.characters) {
          expect(find(ofType(assets, 'character'), name), `character ${name}`).toHaveLength(1);
        }
        for (const name of fixture.expected.locations) {
          expect(find(ofType(assets, 'location'), name), `location ${name}`).toHaveLength(1);
        }
      });

      it('finds most expected props and keeps the prop list short', () => {
        const found = fixture.expected.props.filter((name) => find(ofType(assets, 'prop'), name).length > 0);
        expect(found.length * 2).toBeGreaterThanOrEqual(fixture.expected.props.length);
        // Up to one prop per 20 words, between 8 and 16.
        expect(ofType(assets, 'prop').length).toBeLessThanOrEqual(16);
      });

      it('returns well-formed assets: unique names, lower-case aliases, short descriptions', () => {
        const names = assets.map((asset) => asset.name.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
        for (const asset of assets) {
          expect(asset.name).toMatch(/^\p{Lu}/u);
          expect(asset.description.length).toBeGreaterThan(0);
          expect(asset.description.length).toBeLessThanOrEqual(1000);
          for (const alias of asset.aliases) expect(alias).toBe(alias.toLowerCase());
          expect(asset.aliases).not.toContain(asset.name.toLowerCase());
        }
      });

      it('is deterministic', () => {
        expect(analyzeStoryText(fixture.story)).toEqual(assets);
      });
    });
  }
});

describe('analyzeStoryText rules', () => {
  it('merges "the old fisherman", "the fisherman" and "Fisherman" into one character', () => {
    const assets = analyzeStoryText(
      'The old fisherman mended his torn net by the harbor. Then the fisherman rowed out to sea. ' +
        '"Good luck, Fisherman!" shouted the boy from the harbor.',
    );
    const fishermen = find(assets, 'fisherman');
    expect(fishermen).toHaveLength(1);
    expect(fishermen[0]?.name).toBe('Fisherman');
    expect(fishermen[0]?.aliases).toEqual(expect.arrayContaining(['the old fisherman', 'the fisherman']));
    expect(fishermen[0]?.description).toBe('Old fisherman — mended his torn net');
  });

  it('merges "the fox" and a capitalised "Fox" used as a name', () => {
    const assets = analyzeStoryText('The fox was hungry. Fox looked at the grapes on the vine. "Sour," said Fox.');
    expect(find(assets, 'fox')).toHaveLength(1);
    expect(find(assets, 'the fox')).toHaveLength(1);
  });

  it('reads names from compromise and joins an appositive name to its role', () => {
    const assets = analyzeStoryText(
      'Jack lived with his mother in a small cottage near London. One morning Jack walked to London with the cow. ' +
        'His mother, Martha, waited at the cottage. Martha was worried, and the cow was tired.',
    );
    expect(ofType(assets, 'character').map((asset) => asset.name)).toEqual(
      expect.arrayContaining(['Jack', 'Martha', 'Cow']),
    );
    expect(find(assets, 'mother').map((asset) => asset.name)).toEqual(['Martha']);
    expect(find(ofType(assets, 'location'), 'london')).toHaveLength(1);
    expect(find(ofType(assets, 'location'), 'cottage')).toHaveLength(1);
  });

  it('does not create a character from a predicate ("she wants to be queen")', () => {
    const assets = analyzeStoryText(
      'The wife wanted to be queen. "I will be queen," said the wife. The wife is queen now. The husband sighed.',
    );
    expect(find(assets, 'queen')).toHaveLength(0);
    expect(find(assets, 'wife')).toHaveLength(1);
  });

  it('folds the generic "fish" into the only fish character', () => {
    const assets = analyzeStoryText('A boy caught a trout. The fish begged for its life. The boy let the trout go.');
    const trout = find(assets, 'trout');
    expect(trout).toHaveLength(1);
    expect(trout[0]?.aliases).toContain('fish');
  });

  it('ranks handled objects as props and leaves out body parts and scenery', () => {
    const assets = analyzeStoryText(
      'The girl took the lamp from the shelf. She carried the lamp into the cave and set the lamp on a rock. ' +
        'Her hands shook. The wind blew through the cave, and the ground was cold. She found a ring and put the ring on her finger.',
    );
    const props = ofType(assets, 'prop').map((asset) => asset.name);
    // Handled twice first; a shelf named once is a known object too. Hands, wind and ground are not props.
    expect(props.slice(0, 2)).toEqual(['Lamp', 'Ring']);
    expect(props.map((name) => name.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(hands?|wind|ground|finger|rock)$/)]),
    );
    expect(find(ofType(assets, 'location'), 'cave')).toHaveLength(1);
  });

  describe('the lighthouse tryout story', () => {
    const story =
      'Every night Mara climbs the spiral stairs of the old lighthouse to light the great lamp. She is twelve, ' +
      'wears a red scarf her mother knitted, and never goes anywhere without Pip, her scruffy terrier. ' +
      'Under the seat lies a small tin box tied with string. Inside she finds half of a map, drawn in faded ink. ' +
      'Mara puts the two halves of the map together and the lines meet at a cross on the headland.';
    const assets = analyzeStoryText(story);

    it('describes someone from the "She is…" sentence after her name, not from what she does', () => {
      expect(find(assets, 'Mara')[0]?.description).toBe('Mara — twelve-year-old girl, red scarf');
      // Worn things joined by "and"; a bare "woman" alone says less than the action it would replace.
      const noir = analyzeStoryText(
        'Vivian Cole walked into my office. She wore a black veil and a fur coat. Vivian Cole sat down.',
      );
      expect(find(noir, 'Vivian Cole')[0]?.description).toBe('Vivian Cole — woman, black veil, fur coat');
      const plain = analyzeStoryText('Anna Keller watched the platform. She was tired. Anna Keller waited.');
      expect(find(plain, 'Anna Keller')[0]?.description).toBe('Anna Keller — watched the platform');
    });

    it('leaves out someone named only inside a description of something else ("a scarf her mother knitted")', () => {
      expect(find(assets, 'mother')).toHaveLength(0);
    });

    it("leaves out a trait of another object ('tied with string') and lines drawn on a map", () => {
      const props = ofType(assets, 'prop').map((asset) => asset.name.toLowerCase());
      expect(props).toEqual(expect.arrayContaining(['tin box', 'map']));
      expect(props).not.toContain('string');
      expect(props).not.toContain('lines');
      // Handled or of a kind, they are objects again.
      const kept = analyzeStoryText('He cut the string and wound it up. Johann hung the sheet on the drying line.');
      expect(find(ofType(kept, 'prop'), 'string')).toHaveLength(1);
      expect(find(ofType(kept, 'prop'), 'line')[0]?.description).toBe('Drying line');
      const fishing = analyzeStoryText('The fisherman sat on the rock. He felt a heavy tug on his line.');
      expect(find(ofType(fishing, 'prop'), 'line')).toHaveLength(1);
    });
  });

  describe('issue 30: what the lighthouse contact-sheet story invented and mislabelled', () => {
    const story = readFileSync(new URL('../../../../bench/contact-sheet/lighthouse.en.txt', import.meta.url), 'utf8');
    const assets = analyzeStoryText(story);
    const names = assets.map((asset) => asset.name.toLowerCase());

    it('reads "Rain hammers the rowboat" as what the rain does, not an asset "Hammers"', () => {
      expect(names).not.toContain('hammers');
      expect(find(ofType(assets, 'prop'), 'rowboat')).toHaveLength(1);
    });

    it('leaves out a father named only inside "the way her father taught her"', () => {
      expect(find(assets, 'father')).toHaveLength(0);
      expect(find(assets, 'her father')).toHaveLength(0);
    });

    it("names the terrier Biscuit a character, described in the story's words", () => {
      const biscuit = find(assets, 'biscuit')[0];
      expect(biscuit?.type).toBe('character');
      expect(biscuit?.description).toBe('Biscuit — a scruffy brown terrier dog with one white ear');
    });

    it('describes the lighthouse with a whole phrase: no dangling "of", no keeper as a part of it', () => {
      const lighthouse = find(ofType(assets, 'location'), 'lighthouse')[0];
      expect(lighthouse?.description).toBe('Lighthouse — on the cliffs of Harrow Bay');
      for (const asset of assets) {
        expect(asset.description, asset.name).not.toMatch(/\b(?:of|on|in|at|the|a)(?:,|$)/);
      }
    });

    it('keeps the keeper Elsa with her apposition as the story writes it', () => {
      expect(find(assets, 'elsa')[0]?.description).toBe(
        'Elsa — an old lighthouse keeper with a grey braid and a yellow oilskin coat',
      );
    });
  });

  it('leaves out the bow of a boat someone sits in, and keeps a bow someone draws', () => {
    const boat = analyzeStoryText(
      'Mara rows out with Pip in the bow. The boat drifts toward the reef. Mara pulls the oars.',
    );
    expect(find(boat, 'bow')).toHaveLength(0);
    const archer = analyzeStoryText('The archer drew his bow. He aimed the bow at the target and the bow sang.');
    expect(find(ofType(archer, 'prop'), 'bow')).toHaveLength(1);
  });

  it('finds an unnamed tall stranger, seen once or introduced with "there was"', () => {
    for (const story of [
      'Lena waited at the bus stop in the rain. Across the street she noticed a tall stranger in a grey coat. Lena pulled her hood up.',
      'There was a tall stranger at the door. Lena opened it slowly. Behind her the kettle whistled in the kitchen.',
      'A tall stranger in a grey coat stood under the lamp. Lena crossed the street to the bakery and bought bread.',
    ]) {
      const stranger = find(ofType(analyzeStoryText(story), 'character'), 'a tall stranger');
      expect(stranger, story).toHaveLength(1);
      expect(stranger[0]?.description, story).toBe('Tall stranger');
    }
  });

  it('returns nothing for an empty story', () => {
    expect(analyzeStoryText('')).toEqual([]);
    expect(analyzeStoryText('   \n\n  ')).toEqual([]);
  });
});
