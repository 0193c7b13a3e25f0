import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING } from './scene-arrangement.ts';
import { planScriptScenes, restoreScenes } from './script-scenes.ts';

const stored = [
  {
    id: 'hut',
    ...EMPTY_HEADING,
    interior: 'INT' as const,
    place: 'Hut',
    timeOfDay: 'Dawn',
    notes: 'Fire low',
    shotIds: ['s1'],
  },
  { id: 'pier', ...EMPTY_HEADING, interior: 'EXT' as const, place: 'Pier', timeOfDay: 'Night', shotIds: ['s2'] },
  { id: 'roof', ...EMPTY_HEADING, interior: 'EXT' as const, place: 'Roof', timeOfDay: '', shotIds: ['s3'] },
];
const under = (line: string, index: number, ...shotIds: string[]) =>
  shotIds.map((shotId) => ({ shotId, scene: { index, line } }));

describe('planScriptScenes', () => {
  it('keeps each stored scene whose heading the script still has, as it is', () => {
    const plan = planScriptScenes(stored, [
      { shotId: 's0', scene: null },
      ...under('INT. HUT — DAWN', 0, 's1'),
      ...under('EXT. PIER — NIGHT', 1, 's2', 's3'),
      ...under('EXT. ROOF', 2, 's4'),
    ])!;
    expect(plan.scenes.map((scene) => [scene.id, scene.shotIds.join(' ')])).toEqual([
      ['hut', 's0 s1'],
      ['pier', 's2 s3'],
      ['roof', 's4'],
    ]);
    expect(plan.scenes[0]!.heading).toMatchObject({ place: 'Hut', notes: 'Fire low' });
  });

  it('re-heads the scene a changed heading keeps most shots of, makes new ones for added headings', () => {
    const plan = planScriptScenes(stored, [
      ...under('INT. HUT — NIGHT', 0, 's1'),
      ...under('EXT. LIGHTHOUSE — NIGHT', 1, 's2'),
      ...under('EXT. ROOF', 2, 's3'),
    ])!;
    expect(plan.scenes.map((scene) => scene.id)).toEqual(['hut', 'pier', 'roof']);
    expect(plan.scenes[0]!.heading).toMatchObject({ place: 'HUT', timeOfDay: 'NIGHT', notes: 'Fire low' });
    // A cellar written between the hut and a re-headed pier: the pier's shot says which scene is which.
    const added = planScriptScenes(stored, [
      ...under('INT. HUT — DAWN', 0, 's1'),
      ...under('INT. CELLAR — NIGHT', 1),
      ...under('EXT. LIGHTHOUSE — NIGHT', 2, 's2'),
    ])!;
    expect(added.scenes.map((scene) => scene.id)).toEqual(['hut', 'pier']);
    const split = planScriptScenes(stored, [
      ...under('INT. HUT — DAWN', 0, 's1'),
      ...under('INT. CELLAR — NIGHT', 1, 's3'),
      ...under('EXT. LIGHTHOUSE — NIGHT', 2, 's2'),
    ])!;
    expect(split.scenes.map((scene) => [scene.id, scene.heading.place])).toEqual([
      ['hut', 'Hut'],
      ['roof', 'CELLAR'],
      ['pier', 'LIGHTHOUSE'],
    ]);
  });

  it('keeps a stored scene without shots that the script could not show, after the scene it followed', () => {
    const withEmpty = [stored[0]!, { ...stored[2]!, id: 'empty', shotIds: [] }, stored[1]!];
    const plan = planScriptScenes(withEmpty, [
      ...under('INT. HUT — DAWN', 0, 's1'),
      ...under('EXT. PIER — NIGHT', 1, 's2'),
    ])!;
    expect(plan.scenes.map((scene) => scene.id)).toEqual(['hut', 'empty', 'pier']);
  });

  it('answers nothing for a script without headings', () => {
    expect(planScriptScenes(stored, [{ shotId: 's1', scene: null }])).toBeUndefined();
  });
});

describe('restoreScenes', () => {
  it('brings saved scenes back over the shots there are now, new shots after the shot before them', () => {
    const saved = [
      { id: 'hut', ...EMPTY_HEADING, place: 'Hut', shotIds: ['s1', 's2'] },
      { id: 'gone', ...EMPTY_HEADING, place: 'Pier', shotIds: ['s3', 'deleted'] },
    ];
    const plan = restoreScenes(saved, ['s1', 'new', 's2', 's3'], new Set(['hut']));
    expect(plan.scenes.map((scene) => [scene.id, scene.shotIds.join(' ')])).toEqual([
      ['hut', 's1 new s2'],
      [null, 's3'],
    ]);
    expect(plan.shotIds).toEqual(['s1', 'new', 's2', 's3']);
  });
});
