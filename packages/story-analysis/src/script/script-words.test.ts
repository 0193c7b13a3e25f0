import { describe, expect, it } from 'vitest';
import type { StoryShot } from '../types.ts';
import { parseScriptText } from './script-parser.ts';
import { writeScript } from './script-writer.ts';

const shot = (description: string, extra: Partial<StoryShot> = {}): StoryShot => ({
  type: 'medium',
  description,
  action: '',
  duration: 4,
  cameraMotion: 'auto',
  assetNames: [],
  ...extra,
});

// The lighthouse story of issue 30, as a user writes shots: present and past tense, a place name, a line spoken.
const SHOTS: StoryShot[] = [
  shot('One stormy night the great lamp at the top of the lighthouse goes dark.', {
    type: 'establishing',
    cameraMotion: 'drone',
  }),
  shot('Elsa climbs the spiral stairs and looks slowly left and right, the way her father taught her.', {
    action: 'Climbs, looks',
    cameraMotion: 'tilt_up',
  }),
  shot('Elsa climbed the spiral stairs and looked slowly left and right, the way her father taught her.'),
  shot('Waves crash against the cliffs of Harrow Bay while the ships wait in the dark.', { type: 'wide' }),
  shot("Elsa lights the lamp with her father's old matches.", {
    type: 'close',
    action: 'Strikes a match',
    dialogue: 'I will keep the light burning, Papa.',
  }),
  shot('Old Tobias rows out past the rocks of Harrow Bay.', {
    dialogue: 'Tobias: The light is back! Elsa: I told you it would be.',
  }),
  // Words in capitals the parser would take for a name, a line that looks like a character's name, no description.
  shot('The sign on the door reads DANGER — KEEP OUT.'),
  shot('STORM WARNING', { dialogue: 'Who is there?' }),
  shot('', { action: 'The beam sweeps across the water' }),
];

const script = writeScript({ shots: SHOTS, prompt: 'make it tense' });

describe("a generated script keeps the user's words", () => {
  it('has every description, action and line of dialogue of the shots word for word', () => {
    for (const { description, action } of SHOTS) {
      for (const text of [description, action].filter(Boolean)) expect(script).toContain(text);
    }
    expect(script).toContain('I will keep the light burning, Papa.');
    expect(script).toContain('The light is back!');
    expect(script).toContain('I told you it would be.');
    expect(script).not.toMatch(/\[(?:ref|sum):/);
  });

  it('does not conjugate verbs or change the case of names and places inside action lines', () => {
    expect(script).not.toMatch(/\blefts\b|\bteaches\b/);
    expect(script).toContain('looked slowly left and right, the way her father taught her.');
    expect(script).not.toContain('HARROW');
    expect(script).toContain('the cliffs of Harrow Bay');
    // Capitals are for scene headings, shot lines and the names over dialogue only.
    const actionLines = script
      .split('\n')
      .filter((line) => line && !/^(?:SHOT \d|INT\.|EXT\.|NOTE:|TOTAL:|FADE|CUT TO:| {10})/.test(line));
    for (const line of actionLines) expect(line, line).not.toMatch(/\bELSA\b|\bTOBIAS\b|\bOLD TOBIAS\b/);
  });

  it('reads back into the same shots', () => {
    const parsed = parseScriptText(script);
    expect(parsed.map(({ description, action, dialogue }) => ({ description, action, dialogue }))).toEqual(
      SHOTS.map(({ description, action, dialogue }) => ({ description, action, dialogue })),
    );
  });
});
