import { describe, expect, it } from 'vitest';
import { StoryAnalysisError } from '../errors.ts';
import { LIGHTHOUSE } from './script-shots.test-support.ts';
import { parseScriptText } from './script-parser.ts';
import { writeScript } from './script-writer.ts';
import { breakdownStory } from '../breakdown/shot-breakdown.ts';
import { analyzeStoryText } from '../analysis/story-analysis.ts';
import { loadStoryFixtures } from '../quality/story-fixtures.ts';

const total = (list: readonly { duration: number }[]) => list.reduce((sum, shot) => sum + shot.duration, 0);
const CUE = ' '.repeat(20);
const SPOKEN = ' '.repeat(10);

describe('writeScript', () => {
  const script = writeScript({ shots: LIGHTHOUSE, prompt: 'Make it\ntense' });

  it("writes an episode's stored scenes as their own headings, each once, joined by a transition", () => {
    const [first, second, third] = LIGHTHOUSE;
    const hut = { key: 'hut', heading: 'INT. HUT — DAWN' };
    const stored = writeScript({
      shots: [
        { ...first!, scene: hut },
        { ...second!, scene: hut },
        { ...third!, scene: { key: 'pier', heading: 'EXT. PIER — NIGHT' } },
      ],
    });
    const headings = stored.split('\n').filter((line) => /^(INT|EXT)\./.test(line));
    expect(headings).toEqual(['INT. HUT — DAWN', 'EXT. PIER — NIGHT']);
    expect(stored.indexOf('INT. HUT — DAWN')).toBeLessThan(stored.indexOf('SHOT 1'));
    expect(stored.indexOf('EXT. PIER — NIGHT')).toBeGreaterThan(stored.indexOf('SHOT 2'));
  });
  const lines = script.split('\n');

  it('opens with the direction, the total and FADE IN, and ends with FADE OUT', () => {
    expect(lines.slice(0, 4)).toEqual(['NOTE: Make it tense', 'TOTAL: 23.5s — 6 shots', '', 'FADE IN:']);
    expect(writeScript({ shots: LIGHTHOUSE })).not.toContain('NOTE:');
    expect(script.trimEnd().endsWith('FADE OUT.')).toBe(true);
  });

  it('writes a scene heading from the place and time the shots name, only where one of them changes', () => {
    const headings = lines.filter((line) => /^(?:INT|EXT)\. /.test(line));
    expect(headings).toEqual([
      'EXT. OLD LIGHTHOUSE — NIGHT',
      // Into a part of it: the stairs are inside.
      'INT. OLD LIGHTHOUSE — SPIRAL STAIRS — NIGHT',
      'EXT. HARBOUR — DAWN',
      // The cave is inside; the time carries on from the shot before.
      'INT. SEA CAVE — DAWN',
    ]);
    // The heading stands before the first shot set there.
    expect(script.indexOf('EXT. HARBOUR — DAWN')).toBeLessThan(script.indexOf('SHOT 4 '));
    expect(script.indexOf('EXT. HARBOUR — DAWN')).toBeGreaterThan(script.indexOf('SHOT 3 '));
  });

  it('writes a shot line with type, duration and camera motion (none when auto)', () => {
    expect(lines).toContain('SHOT 1 · ESTABLISHING · 4s · drone');
    expect(lines).toContain('SHOT 2 · MEDIUM · 3s · tilt up');
    expect(lines).toContain('SHOT 5 · EXTREME CLOSE · 3s');
  });

  it("writes each shot's description and action in the shot's own words, names as the shot writes them", () => {
    for (const shot of LIGHTHOUSE) {
      expect(lines).toContain(shot.description);
      expect(lines).toContain(shot.action);
    }
    expect(script).not.toMatch(/\b(?:MARA|PIP|OLD TOBIAS)\b(?! *$)/m);
    expect(script).not.toContain('Mara frowns, pulls, points and marks.');
  });

  it('writes dialogue under its speaker: "Name: line", else the first named character of the shot', () => {
    expect(script).toContain(`${CUE}MARA\n${SPOKEN}A boat, out there!`);
    expect(script).toContain(`${CUE}TOBIAS\n${SPOKEN}You are up early.\n\n${CUE}MARA\n${SPOKEN}There is a boat.`);
    // A line that calls someone by name is not theirs; with nobody else named it is a VOICE.
    const called = writeScript({ shots: [{ ...LIGHTHOUSE[4]!, description: 'Pip waits.', dialogue: 'Pip, quiet!' }] });
    expect(called).toContain(`${CUE}VOICE\n${SPOKEN}Pip, quiet!`);
  });

  it('joins scenes with the transition the direction asks for', () => {
    const transitions = (prompt?: string) =>
      writeScript({ shots: LIGHTHOUSE, prompt })
        .split('\n')
        .filter((line) => / TO:$/.test(line));
    expect(transitions('make it tense')).toEqual(['CUT TO:', 'CUT TO:']);
    expect(transitions('slow and dreamy')).toEqual(['DISSOLVE TO:', 'DISSOLVE TO:']);
    expect(transitions('make it funny')).toEqual(['SMASH CUT TO:', 'SMASH CUT TO:']);
    expect(transitions()).toEqual(['CUT TO:', 'CUT TO:']);
    // One place, one time: no heading after the first, no transition.
    expect(writeScript({ shots: LIGHTHOUSE.slice(0, 2), prompt: 'dreamy' })).not.toContain('TO:');
  });

  it('is deterministic', () => {
    expect(writeScript({ shots: LIGHTHOUSE, prompt: 'Make it\ntense' })).toBe(script);
  });

  it('scales durations so the total equals the target, in half seconds', () => {
    const shots = LIGHTHOUSE.slice(0, 2);
    const parsed = parseScriptText(writeScript({ shots, targetDuration: 21 }));
    expect(total(parsed)).toBe(21);
    expect(writeScript({ shots, targetDuration: 21 })).toContain('TOTAL: 21s — 2 shots');
    for (const shot of parsed) expect((shot.duration * 2) % 1).toBe(0);
    expect(parsed[0]?.duration).toBeGreaterThan(parsed[1]?.duration ?? Infinity);
    const awkward = parseScriptText(writeScript({ shots: [...shots, ...shots, shots[0]!], targetDuration: 17.3 }));
    expect(total(awkward)).toBe(17.5);
  });
});

describe('parseScriptText', () => {
  it('reads a written screenplay back into the same shots, word for word', () => {
    const parsed = parseScriptText(writeScript({ shots: LIGHTHOUSE, prompt: 'make it tense' }));
    expect(parsed).toEqual(LIGHTHOUSE);
  });

  it('reads back the breakdown of every fixture story, word for word', () => {
    for (const fixture of loadStoryFixtures()) {
      const breakdown = breakdownStory({ story: fixture.story, assets: analyzeStoryText(fixture.story) });
      const parsed = parseScriptText(writeScript({ shots: breakdown, prompt: 'make it tense' }));
      expect(parsed, fixture.slug).toHaveLength(breakdown.length);
      parsed.forEach((shot, index) => {
        const original = breakdown[index]!;
        const at = `${fixture.slug} #${index + 1}`;
        expect({ type: shot.type, duration: shot.duration, camera: shot.cameraMotion }, at).toEqual({
          type: original.type,
          duration: original.duration,
          camera: original.cameraMotion,
        });
        const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
        expect([shot.description, shot.action, shot.dialogue ?? ''], at).toEqual([
          words(original.description),
          words(original.action),
          words(original.dialogue),
        ]);
      });
    }
  });

  it('reads scripts saved in the format before screenplays', () => {
    const saved = [
      'NOTE: Keep it calm',
      'TOTAL: 7.5s — 2 shots',
      '',
      'SHOT 1 — ESTABLISHING — 4s — drone',
      'Description: A grey sea under a low sky.',
      'Action: Waves roll in',
      '',
      'SHOT 2 — EXTREME CLOSE — 3.5s — zoom_in',
      'Description: The flounder on the hook.',
      'Action: Flounder speaks',
      'Dialogue: Let me live, fisherman!',
      '',
    ].join('\n');
    expect(parseScriptText(saved)).toEqual([
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
    ]);
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

  it('reads a screenplay written without shot lines: a shot per paragraph, its dialogue with it', () => {
    const parsed = parseScriptText(
      [
        'THE KEEPER',
        '',
        'FADE IN:',
        '',
        'EXT. HARBOUR — DAY',
        '',
        'MARA walks along the pier.',
        'Gulls circle above the boats.',
        '',
        '          TOBIAS',
        '     (gruff)',
        '     Where were you?',
        '',
        '          MARA',
        '     Up the lighthouse.',
        '',
        'CLOSE ON her hand: a rusty KEY.',
        '',
        'CUT TO:',
        '',
        'INT. OLD HUT - NIGHT',
        '',
        '          MARA',
        '     We go tonight.',
        '',
        'FADE OUT.',
      ].join('\n'),
    );
    expect(parsed.map(({ type, description, dialogue }) => ({ type, description, dialogue }))).toEqual([
      {
        type: 'establishing',
        description: 'Harbour, day. Mara walks along the pier. Gulls circle above the boats.',
        dialogue: 'Tobias: Where were you? Mara: Up the lighthouse.',
      },
      { type: 'close', description: 'Her hand: a rusty key.', dialogue: undefined },
      { type: 'wide', description: 'Old hut, night.', dialogue: 'Mara: We go tonight.' },
    ]);
    for (const shot of parsed) expect(shot.duration).toBeGreaterThan(0);
  });

  it('does not mistake prose starting with "Shot" for a header', () => {
    const parsed = parseScriptText('SHOT 1 — WIDE — 2s — auto\nShot of the sea at night.');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.description).toBe('Shot of the sea at night.');
  });

  it('throws an input error when no shot can be read', () => {
    const unreadable = ['', 'Once upon a time there was a fox.', 'Description: no header', 'MARA\nHello.\n\nCUT TO:'];
    for (const text of unreadable) {
      expect(() => parseScriptText(text)).toThrow(StoryAnalysisError);
      expect(() => parseScriptText(text)).toThrow('Failed to parse script');
      try {
        parseScriptText(text);
      } catch (error) {
        expect((error as StoryAnalysisError).reason).toBe('input');
      }
    }
  });
});
