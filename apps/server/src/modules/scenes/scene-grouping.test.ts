import { describe, expect, it } from 'vitest';
import { groupScenes, type SceneShot } from './scene-grouping.ts';

const forest = { id: 'loc-forest', name: 'Forest' };
const castle = { id: 'loc-castle', name: 'Castle' };
const shot = (id: string, overrides: Partial<SceneShot> = {}): SceneShot => ({
  id,
  duration: 2,
  sceneLabel: null,
  locations: [],
  ...overrides,
});

describe('groupScenes', () => {
  it('gives no scenes for no shots', () => {
    expect(groupScenes([])).toEqual([]);
  });

  it('groups consecutive shots at the same location and starts a new scene when it changes', () => {
    const scenes = groupScenes([
      shot('1', { locations: [forest] }),
      shot('2', { locations: [forest], duration: 3 }),
      shot('3', { locations: [castle] }),
      shot('4', { locations: [forest], duration: null }),
    ]);
    expect(scenes).toMatchObject([
      { index: 1, name: 'Forest', shotIds: ['1', '2'], duration: 5 },
      { index: 2, name: 'Castle', shotIds: ['3'], duration: 2 },
      { index: 3, name: 'Forest', shotIds: ['4'], duration: 4 },
    ]);
  });

  it('keeps shots without a location in the running scene, and a leading one adopts the next location', () => {
    const scenes = groupScenes([
      shot('1'),
      shot('2', { locations: [castle] }),
      shot('3'),
      shot('4', { locations: [forest] }),
    ]);
    expect(scenes.map((scene) => [scene.name, scene.shotIds])).toEqual([
      ['Castle', ['1', '2', '3']],
      ['Forest', ['4']],
    ]);
  });

  it('prefers metadata.scene over locations', () => {
    const scenes = groupScenes([
      shot('1', { sceneLabel: 'Arrival', locations: [forest] }),
      shot('2', { sceneLabel: 'Arrival', locations: [castle] }),
      shot('3', { locations: [castle] }),
    ]);
    expect(scenes.map((scene) => [scene.name, scene.shotIds])).toEqual([
      ['Arrival', ['1', '2']],
      ['Castle', ['3']],
    ]);
  });

  it('continues the scene when a shot has several locations including the current one', () => {
    const scenes = groupScenes([shot('1', { locations: [forest] }), shot('2', { locations: [castle, forest] })]);
    expect(scenes).toHaveLength(1);
  });

  it('names a scene without label or location by its index', () => {
    expect(groupScenes([shot('1'), shot('2')])).toMatchObject([
      { index: 1, name: 'Scene 1', shotIds: ['1', '2'], duration: 4 },
    ]);
  });

  it('with times read, starts a new scene where the time of day changes at one place, and heads each with its time', () => {
    const scenes = groupScenes([
      shot('1', { locations: [forest], time: 'day' }),
      shot('2', { time: 'day' }),
      shot('3', { locations: [forest], time: 'night' }),
      shot('4', { locations: [castle], time: 'night' }),
    ]);
    expect(scenes).toMatchObject([
      { name: 'Forest', place: 'Forest', timeOfDay: 'Day', shotIds: ['1', '2'] },
      { name: 'Forest', place: 'Forest', timeOfDay: 'Night', shotIds: ['3'], locationAssetId: 'loc-forest' },
      { name: 'Castle', timeOfDay: 'Night', shotIds: ['4'] },
    ]);
  });
});
