import { describe, expect, it } from 'vitest';
import { EMPTY_HEADING } from './scene-arrangement.ts';
import { keepScenesTogether } from './scene-membership.ts';

const scenes = (...ids: string[]) => ids.map((id) => ({ id, ...EMPTY_HEADING }));
const shots = (layout: string) =>
  [...layout].map((sceneId, index) => ({ id: String(index + 1), sceneId: sceneId === '-' ? null : sceneId }));
const shape = (layout: string, ...ids: string[]) => movedShape(layout, undefined, ...ids);
const movedShape = (layout: string, moved: string | undefined, ...ids: string[]) =>
  keepScenesTogether(scenes(...ids), shots(layout), moved).scenes.map(
    (scene) => `${scene.id}:${scene.shotIds.join('')}`,
  );

describe('keepScenesTogether', () => {
  it('keeps an arrangement that is already together', () => {
    expect(shape('AABC', 'A', 'B', 'C')).toEqual(['A:12', 'B:3', 'C:4']);
  });

  it('puts a shot in no scene with the shot before it, or at the start with the first placed one', () => {
    expect(shape('A-B-', 'A', 'B')).toEqual(['A:12', 'B:34']);
    expect(shape('--B', 'A', 'B')).toEqual(['A:', 'B:123']);
  });

  it('lets a shot that lies apart from its scene join the run around it', () => {
    expect(shape('AAABAAB', 'A', 'B')).toEqual(['A:123456', 'B:7']);
    // A scene's only shot is the scene: the run after it joins it.
    expect(shape('AABAA', 'A', 'B')).toEqual(['A:12', 'B:345']);
    // At the start: with the shot after it.
    expect(shape('BAAB', 'A', 'B')).toEqual(['A:123', 'B:4']);
  });

  it('puts a shot moved on its own in the scene of the shot now before it', () => {
    // A's last shot dragged after B's first: it joins B, where the same layout alone would keep B's first in A.
    expect(movedShape('AABABB', '4', 'A', 'B')).toEqual(['A:12', 'B:3456']);
    expect(shape('AABABB', 'A', 'B')).toEqual(['A:1234', 'B:56']);
    // Dragged to the very start: with the shot after it.
    expect(movedShape('BAAAB', '1', 'A', 'B')).toEqual(['A:1234', 'B:5']);
  });

  it('closes runs a shuffle split, and orders the scenes as their shots now come', () => {
    expect(shape('BBAABBAA', 'A', 'B')).toEqual(['B:12', 'A:345678']);
  });

  it('keeps an empty scene in its place', () => {
    expect(shape('CCAA', 'A', 'E', 'C')).toEqual(['C:12', 'E:', 'A:34']);
  });

  it('makes no scenes for an episode without any', () => {
    expect(keepScenesTogether([], shots('--'))).toEqual({ scenes: [], shotIds: ['1', '2'] });
  });
});
