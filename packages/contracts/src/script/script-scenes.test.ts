import { describe, expect, it } from 'vitest';
import { parseSceneHeading, sceneScriptHeading, scriptBlockScenes } from './script-scenes.ts';

describe('scenes in a script', () => {
  it('writes a stored scene as a heading that reads back as the same scene', () => {
    const hut = { interior: 'INT' as const, place: 'Hut', timeOfDay: 'Dawn' };
    expect(sceneScriptHeading(hut, 1)).toBe('INT. HUT — DAWN');
    expect(parseSceneHeading(sceneScriptHeading(hut, 1))).toEqual({ interior: 'INT', place: 'HUT', timeOfDay: 'DAWN' });
    expect(sceneScriptHeading({ interior: null, place: '', timeOfDay: '' }, 3)).toBe('INT./EXT. SCENE 3');
    expect(parseSceneHeading('int./ext. car - dusk')).toEqual({ interior: 'INT/EXT', place: 'car', timeOfDay: 'dusk' });
    expect(parseSceneHeading('EXT. OLD PIER')).toEqual({ interior: 'EXT', place: 'OLD PIER', timeOfDay: '' });
    expect(parseSceneHeading('The sea is grey')).toBeNull();
  });

  it('names the heading above each shot block, in order', () => {
    const script = [
      'FADE IN:',
      'SHOT 1 — WIDE — 2s',
      'A grey sea.',
      'EXT. PIER — NIGHT',
      'SHOT 2 — CLOSE — 2s',
      'SHOT 3 — CLOSE — 2s',
      'CUT TO:',
      'EXT. PIER — NIGHT',
      'SHOT 4 — WIDE — 2s',
    ].join('\n');
    expect(scriptBlockScenes(script)).toEqual([
      null,
      { index: 0, line: 'EXT. PIER — NIGHT' },
      { index: 0, line: 'EXT. PIER — NIGHT' },
      { index: 1, line: 'EXT. PIER — NIGHT' },
    ]);
  });
});
