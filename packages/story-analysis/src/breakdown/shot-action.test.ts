import { describe, expect, it } from 'vitest';
import { planShots } from './shot-breakdown.ts';
import { analyzeStoryText } from '../analysis/story-analysis.ts';
import { loadQualityFixtures } from '../quality/story-quality.ts';

// The story of a tryout, whose Action fields read "Climbs, knitted, goes", "Under, lies, tied, finds, drawn".
const STORY = [
  'Every night Mara climbs the spiral stairs of the old lighthouse to light the great lamp. She is twelve, wears a ' +
    'red scarf her mother knitted, and never goes anywhere without Pip, her scruffy terrier.',
  'The boat is empty. Under the seat lies a small tin box tied with string. Inside she finds half of a map, drawn ' +
    'in faded ink, and a rusty key.',
  'The next morning Mara carries the box to the harbour market, where fishermen shout over crates of silver fish. ' +
    'She finds Old Tobias, a retired fisherman with a grey beard and a wooden pipe, mending nets beside his hut.',
  'Together they row out along the cliffs to the sea cave.',
  'At sunset he reads the letter while the lighthouse beam sweeps across the sea, and for the first time in forty ' +
    'years, he smiles.',
].join('\n\n');

const shotsOf = (story: string) => planShots({ story, assets: analyzeStoryText(story) });
const actionOf = (story: string, opening: string) =>
  shotsOf(story).find((shot) => shot.sentences.some((sentence) => sentence.startsWith(opening)))?.action;

describe('shot actions', () => {
  it('keeps a story already in the present as written: "left and right" are no verbs to put in the present', () => {
    const story =
      'Elsa climbs the spiral stairs with a lantern and looks slowly left and right, the way her father taught her.';
    const action = actionOf(story, 'Elsa climbs');
    expect(action).toContain('looks slowly left and right');
    expect(action).not.toMatch(/rights|lefts|leaves/);
  });

  it('says what the characters do in the present, from the clauses they are the subject of', () => {
    expect(actionOf(STORY, 'Every night')).toBe('Mara climbs the spiral stairs to light the great lamp');
    // "she" is Mara; the box "tied with string" and the map "drawn in faded ink" are what she finds, not actions.
    expect(actionOf(STORY, 'The boat is empty')).toBe('Mara finds half of a map and a rusty key');
    // "where fishermen shout over crates" is about the market.
    expect(actionOf(STORY, 'The next morning')).toMatch(/^Mara carries the box to the harbour market/);
  });

  it('names who "they" and "he" are, and puts them in the shot', () => {
    const shots = shotsOf(STORY);
    const row = shots.find((shot) => shot.sentences[0]?.startsWith('Together'));
    // As the text last wrote him: "Old Tobias".
    expect(row?.action).toBe('Old Tobias and Mara row out along the cliffs to the sea cave');
    expect(row?.assetNames).toEqual(expect.arrayContaining(['Tobias', 'Mara']));
    expect(actionOf(STORY, 'At sunset')).toBe('Old Tobias reads the letter and smiles');
  });

  it('turns a story told in the past into the present, verbs joined by "and" included', () => {
    const story =
      'Anna Keller boarded the night train. She went back to her compartment and locked the door. ' +
      'Later she couldn’t sleep.';
    // What she goes on to do joins what she did first; "couldn't sleep" comes after a time jump, in its own shot.
    expect(shotsOf(story)[0]?.action).toBe(
      'Anna Keller boards the night train and goes back to her compartment and locks the door',
    );
    expect(shotsOf('At dawn Yara pulled on her pressure suit and cycled through the airlock.')[0]?.action).toBe(
      'Yara pulls on her pressure suit and cycles through the airlock',
    );
    // A group keeps its article and its plural verb.
    expect(shotsOf('The guests rushed out into the rain. The guests laughed.')[0]?.action).toBe(
      'The guests rush out into the rain and laugh',
    );
  });

  it('never lists prepositions, nouns or the verbs of relative clauses as actions', () => {
    for (const fixture of loadQualityFixtures()) {
      for (const shot of shotsOf(fixture.story)) {
        expect(shot.action, fixture.slug).not.toMatch(/^(?:Under|Over|Inside|Behind)\b/);
        expect(shot.action, fixture.slug).not.toMatch(/^\p{Lu}\p{Ll}+, \p{Ll}+(?:, |$)/u);
        expect(shot.action.split(' ').length, fixture.slug).toBeLessThanOrEqual(20);
      }
    }
  });
});
