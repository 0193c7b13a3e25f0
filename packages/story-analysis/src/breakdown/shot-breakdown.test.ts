import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoryAsset } from '../types.ts';
import { breakdownStory, chooseMotion, chooseType, planShots } from './shot-breakdown.ts';
import { splitSentences } from '../text/sentence-splitter.ts';
import { analyzeStoryText } from '../analysis/story-analysis.ts';
import { loadStoryFixtures } from '../quality/story-fixtures.ts';

const fixtures = loadStoryFixtures();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// Written independently of asset-matcher.ts: whole-word, case-insensitive search for any of the asset's forms.
function mentions(text: string, asset: Pick<StoryAsset, 'name' | 'aliases'>): boolean {
  const lower = text.toLowerCase();
  return [asset.name, ...asset.aliases].some((form) => {
    const needle = form.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const before = lower.charAt(at - 1);
      const after = lower.charAt(at + needle.length);
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    }
    return false;
  });
}

describe('planShots on the fixture stories', () => {
  for (const fixture of fixtures) {
    describe(fixture.slug, () => {
      const assets = analyzeStoryText(fixture.story);
      const shots = planShots({ story: fixture.story, assets });

      it('covers the whole story, in order', () => {
        const sentences = splitSentences(fixture.story).map((sentence) => sentence.text);
        expect(shots.flatMap((shot) => shot.sentences)).toEqual(sentences);
        const normalized = fixture.story.replace(/\s+/g, ' ').trim();
        expect(shots.flatMap((shot) => shot.sentences).join(' ')).toBe(normalized);
      });

      it('references every asset each shot mentions', () => {
        for (const [index, shot] of shots.entries()) {
          const text = shot.sentences.join(' ');
          for (const asset of assets) {
            if (mentions(text, asset))
              expect(shot.assetNames, `shot ${index + 1}: ${asset.name}`).toContain(asset.name);
          }
          const known = new Set(assets.map((asset) => asset.name));
          for (const name of shot.assetNames) expect(known.has(name)).toBe(true);
        }
      });

      it('opens on an establishing shot and times shots by reading pace', () => {
        expect(shots[0]?.type).toBe('establishing');
        expect(shots.slice(1).every((shot) => shot.type !== 'establishing')).toBe(true);
        for (const shot of shots) {
          expect(shot.duration).toBeGreaterThanOrEqual(2);
          expect(shot.duration).toBeLessThanOrEqual(10);
          expect((shot.duration * 2) % 1).toBe(0);
          expect(shot.description.length).toBeGreaterThan(0);
          // What someone does, as a phrase ("Mara climbs the stairs"), or nothing: never a list of verbs.
          if (shot.action) expect(shot.action).toMatch(/^\p{Lu}\S*(?: \S+)+$/u);
          expect(shot.action).not.toMatch(/^\p{Lu}\p{Ll}+, \p{Ll}+(?:, |$)/u);
        }
      });

      it('keeps shots to a few sentences', () => {
        for (const shot of shots) expect(shot.sentences.length).toBeLessThanOrEqual(6);
        expect(shots.length).toBeGreaterThanOrEqual(Math.floor(words(fixture.story) / 100));
      });

      it('is deterministic', () => {
        expect(planShots({ story: fixture.story, assets })).toEqual(shots);
      });
    });
  }

  // How long it takes is measured by bench/story-analysis.ts, not asserted here.
  it('gives a 1,000-word story 10–30 shots', () => {
    const longest = [...fixtures].sort((left, right) => words(right.story) - words(left.story))[0];
    if (!longest) throw new Error('no fixtures');
    expect(words(longest.story)).toBeGreaterThanOrEqual(900);
    const assets = analyzeStoryText(longest.story);
    const shots = breakdownStory({ story: longest.story, assets });
    expect(shots.length).toBeGreaterThanOrEqual(10);
    expect(shots.length).toBeLessThanOrEqual(30);
  });
});

describe('planShots rules', () => {
  const fox = { name: 'Fox', type: 'character' as const, aliases: ['the fox', 'fox'] };
  const crow = { name: 'Crow', type: 'character' as const, aliases: ['the crow'] };
  const forest = { name: 'Forest', type: 'location' as const, aliases: ['the forest'] };
  const cheese = { name: 'Cheese', type: 'prop' as const, aliases: ['the cheese'] };
  const assets = [fox, crow, forest, cheese];

  it('keeps a line of dialogue with its speaker and fills the dialogue field', () => {
    const story = 'The forest was quiet.\n\n"Good morning," said the fox. "What a fine day it is!"';
    const shots = planShots({ story, assets });
    const speech = shots.find((shot) => shot.sentences.some((sentence) => sentence.startsWith('"Good morning')));
    expect(speech?.sentences).toContain('"What a fine day it is!"');
    expect(speech?.dialogue).toBe('Good morning. What a fine day it is!');
    expect(speech?.description).toContain('Fox speaks');
  });

  it('chooses framing and camera motion from the content', () => {
    const cases: [string, string[], string[], string, string][] = [
      ['The sun rose over the forest and the hills.', [], ['Forest'], 'establishing', 'drone'],
      ['The river wound through the quiet valley below the mountains.', [], [], 'wide', 'pan_left'],
      ['The fox ran through the trees all morning.', ['Fox'], [], 'medium', 'tracking'],
      ['The crow wept, and tears filled her eyes.', ['Crow'], [], 'close', 'zoom_in'],
      ['The fox looked at the crow. The crow looked at the fox.', ['Fox', 'Crow'], [], 'medium', 'auto'],
      ['The fox snapped up the cheese with his teeth.', ['Fox', 'Cheese'], [], 'extreme_close', 'auto'],
      ['Suddenly a hunter appeared between the trees.', ['Hunter'], [], 'medium', 'zoom_out'],
      ['The crow climbed to the top of the tower.', ['Crow'], [], 'medium', 'tilt_up'],
      ['The cheese fell to the ground.', ['Cheese'], [], 'wide', 'tilt_down'],
    ];
    cases.forEach(([text, names, locations, type, motion], position) => {
      const index = type === 'establishing' ? 0 : position;
      const shotAssets = {
        characters: names.filter((name) => name !== 'Cheese'),
        locations,
        props: names.filter((name) => name === 'Cheese'),
        actorsBySentence: [],
      };
      const chosen = chooseType(index, text, shotAssets);
      expect(chosen, text).toBe(type);
      expect(chooseMotion(index, chosen, text, shotAssets), text).toBe(motion);
    });
  });

  it('frames a shot without characters wide', () => {
    const story =
      'Once upon a time, at the edge of a great forest, there lived a fox who was always hungry.\n\n' +
      'The river wound slowly through the quiet valley below the mountains, shining in the evening light.';
    const shots = planShots({ story, assets });
    expect(shots).toHaveLength(2);
    expect(shots[1]?.type).toBe('wide');
    expect(shots[1]?.assetNames).toEqual([]);
  });

  it('scales durations to the target total', () => {
    const story = fixtures.find((fixture) => fixture.slug.includes('fox'))?.story ?? '';
    const shots = planShots({ story, assets, targetDuration: 30 });
    expect(shots.reduce((sum, shot) => sum + shot.duration, 0)).toBe(30);
    for (const shot of shots) expect(shot.duration).toBeGreaterThan(0);
  });

  it('matches assets through aliases, whole words only', () => {
    const shots = planShots({
      story: 'The fisherman sat down. His fish swam away.',
      assets: [
        { name: 'Flounder', type: 'character', aliases: ['fish'] },
        { name: 'Fisherman', type: 'character', aliases: [] },
      ],
    });
    expect(shots[0]?.assetNames).toEqual(['Flounder', 'Fisherman']);
    const fishermanOnly = planShots({
      story: 'The fisherman sat down.',
      assets: [{ name: 'Flounder', type: 'character', aliases: ['fish'] }],
    });
    expect(fishermanOnly[0]?.assetNames).toEqual([]);
  });

  it("leaves the source sentences out of the engine's answer", () => {
    const [shot] = breakdownStory({ story: 'The fox ran.', assets });
    expect(shot).toBeDefined();
    expect(shot).not.toHaveProperty('sentences');
  });

  it('returns no shots for an empty story', () => {
    expect(planShots({ story: '  ', assets })).toEqual([]);
  });
});

describe('planShots in German', () => {
  it('does not link the boy ("der Junge") to a shot that only says "eine junge Bäckerin"', () => {
    const story = [
      'Greta, eine junge Bäckerin mit roten Zöpfen, öffnet die kleine Bäckerei.',
      'Im Keller sitzt ein kleiner Junge mit einer blauen Mütze. Er heißt Paul.',
    ].join('\n\n');
    const assets = analyzeStoryText(story);
    const shots = planShots({ story, assets });
    const first = shots.find((shot) => shot.sentences[0]!.startsWith('Greta'))!;
    expect(first.assetNames).toContain('Greta');
    expect(first.assetNames).not.toContain('Paul');
    expect(shots.some((shot) => shot.assetNames.includes('Paul'))).toBe(true);
  });

  it('writes the words it adds in the story\'s language ("Totale", not "Establishing view")', () => {
    const story = readFileSync(new URL('../../../../bench/contact-sheet/bakery.de.txt', import.meta.url), 'utf8');
    const descriptions = planShots({ story, assets: analyzeStoryText(story) }).map((shot) => shot.description);
    expect(descriptions[0]).toMatch(/^Totale: /);
    expect(descriptions.join(' ')).not.toMatch(/Establishing view|speaks|talk\b/);
  });
});
