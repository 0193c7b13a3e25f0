import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider.ts';
import type { StoryShot } from '../text-provider.ts';
import { parseScriptText } from './script-parser.ts';
import { writeScript } from './script-writer.ts';
import { breakdownStory } from './shot-breakdown.ts';
import { analyzeStoryText } from './story-analysis.ts';
import { loadStoryFixtures } from './story-fixtures.test-support.ts';

const shots: StoryShot[] = [
  {
    type: 'establishing',
    description: 'A grey sea under a low sky.',
    action: 'Waves roll in',
    duration: 4,
    cameraMotion: 'drone',
    assetNames: [],
  },
  {
    type: 'extreme_close',
    description: 'The flounder on the hook.',
    action: 'Flounder speaks',
    duration: 3.5,
    cameraMotion: 'zoom_in',
    assetNames: [],
    dialogue: 'Let me live, fisherman!',
  },
];
const withoutAssets = (list: StoryShot[]) => list.map(({ assetNames: _assetNames, ...shot }) => shot);
const total = (list: readonly { duration: number }[]) => list.reduce((sum, shot) => sum + shot.duration, 0);

describe('writeScript', () => {
  it('writes one block per shot with a header, description, action and dialogue', () => {
    const script = writeScript({ shots });
    expect(script).toContain(
      'SHOT 1 — ESTABLISHING — 4s — drone\nDescription: A grey sea under a low sky.\nAction: Waves roll in',
    );
    expect(script).toContain('SHOT 2 — EXTREME CLOSE — 3.5s — zoom_in');
    expect(script).toContain('Dialogue: Let me live, fisherman!');
    expect(script).toContain('TOTAL: 7.5s — 2 shots');
  });

  it('puts the user prompt on top as a note', () => {
    const script = writeScript({ shots, prompt: 'Make it\nfunny' });
    expect(script.split('\n')[0]).toBe('NOTE: Make it funny');
    expect(writeScript({ shots })).not.toContain('NOTE:');
  });

  it('scales durations so the total equals the target, in half seconds', () => {
    const parsed = parseScriptText(writeScript({ shots, targetDuration: 21 }));
    expect(total(parsed)).toBe(21);
    for (const shot of parsed) expect((shot.duration * 2) % 1).toBe(0);
    expect(parsed[0]?.duration).toBeGreaterThan(parsed[1]?.duration ?? Infinity);
    const awkward = parseScriptText(writeScript({ shots: [...shots, ...shots, shots[0]!], targetDuration: 17.3 }));
    expect(total(awkward)).toBe(17.5);
  });
});

describe('parseScriptText', () => {
  it('round-trips written shots', () => {
    expect(parseScriptText(writeScript({ shots, prompt: 'Keep it calm' }))).toEqual(shots);
  });

  it('round-trips the breakdown of every fixture story', () => {
    for (const fixture of loadStoryFixtures()) {
      const breakdown = breakdownStory({ story: fixture.story, assets: analyzeStoryText(fixture.story) });
      const parsed = parseScriptText(writeScript({ shots: breakdown }));
      expect(withoutAssets(parsed), fixture.slug).toEqual(withoutAssets(breakdown));
    }
  });

  it('reads hand-edited scripts: any case, loose separators, unknown motion, missing duration', () => {
    const parsed = parseScriptText(
      [
        'My film',
        '',
        '## shot 1: Wide | 5 sec | Zoom Out',
        'description: The village at dawn.',
        '',
        'Shot 2 close-up swirl',
        'The miller frowns.',
        'He looks tired.',
        '"Where is my donkey?"',
        '',
        'SHOT 3 - medium',
        'Action: walks away',
        'Camera: pan left',
        'Assets: Miller, Donkey',
      ].join('\n'),
    );
    expect(parsed).toEqual([
      {
        type: 'wide',
        description: 'The village at dawn.',
        action: '',
        duration: 5,
        cameraMotion: 'zoom_out',
        assetNames: [],
      },
      {
        type: 'close',
        description: 'The miller frowns. He looks tired.',
        action: '',
        duration: 4,
        cameraMotion: 'auto',
        assetNames: [],
        dialogue: 'Where is my donkey?',
      },
      {
        type: 'medium',
        description: '',
        action: 'walks away',
        duration: 2,
        cameraMotion: 'pan_left',
        assetNames: ['Miller', 'Donkey'],
      },
    ]);
  });

  it('does not mistake prose starting with "Shot" for a header', () => {
    const parsed = parseScriptText('SHOT 1 — WIDE — 2s — auto\nShot of the sea at night.');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.description).toBe('Shot of the sea at night.');
  });

  it('throws an input error when no shot can be read', () => {
    for (const text of ['', 'Once upon a time there was a fox.', 'Description: no header']) {
      expect(() => parseScriptText(text)).toThrow(ProviderError);
      expect(() => parseScriptText(text)).toThrow('Failed to parse script');
      try {
        parseScriptText(text);
      } catch (error) {
        expect((error as ProviderError).reason).toBe('input');
      }
    }
  });
});
