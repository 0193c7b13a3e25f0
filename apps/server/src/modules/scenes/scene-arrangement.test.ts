import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors/app-error.ts';
import {
  arranged,
  createScene,
  deleteScene,
  EMPTY_HEADING,
  mergeScenes,
  moveShots,
  reorderScenes,
  setArrangement,
  splitScene,
  type Arrangement,
} from './scene-arrangement.ts';

/** The message of the field error `run` throws. */
function fieldMessage(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as AppError).details?.[0]?.message;
  }
  return undefined;
}

const heading = (place: string) => ({ ...EMPTY_HEADING, place });
const scene = (id: string, shotIds: string[]) => ({ id, heading: heading(id), shotIds });
const shape = (arrangement: Arrangement) => arrangement.scenes.map((s) => [s.id ?? 'new', s.shotIds.join('')]);

const none = arranged([], ['1', '2', '3']);
const three = arranged([scene('A', ['1', '2']), scene('B', ['3']), scene('C', ['4', '5'])], []);

describe('scene arrangement', () => {
  it('gives the first scene of an episode all its shots, and later ones none', () => {
    expect(shape(createScene(none, heading('Cliff')))).toEqual([['new', '123']]);
    expect(shape(createScene(three, heading('Hut'), 2))).toEqual([
      ['A', '12'],
      ['new', ''],
      ['B', '3'],
      ['C', '45'],
    ]);
    expect(shape(createScene(three, heading('Hut'), 99)).at(-1)).toEqual(['new', '']);
  });

  it('deletes a heading: its shots join the scene before, the first scene the one after, the last leaves none', () => {
    expect(shape(deleteScene(three, 'B'))).toEqual([
      ['A', '123'],
      ['C', '45'],
    ]);
    expect(shape(deleteScene(three, 'A'))).toEqual([
      ['B', '123'],
      ['C', '45'],
    ]);
    const last = deleteScene(arranged([scene('A', ['2', '1'])], []), 'A');
    expect(last).toEqual({ scenes: [], shotIds: ['2', '1'] });
    expect(() => deleteScene(three, 'Z')).toThrow('Scene not found');
  });

  it('splits at a shot, with an untitled scene before it in an episode without scenes', () => {
    expect(shape(splitScene(three, '5', heading('Roof')))).toEqual([
      ['A', '12'],
      ['B', '3'],
      ['C', '4'],
      ['new', '5'],
    ]);
    const fresh = splitScene(none, '2', heading('Roof'));
    expect(shape(fresh)).toEqual([
      ['new', '1'],
      ['new', '23'],
    ]);
    expect(fresh.scenes[0]!.heading).toEqual(EMPTY_HEADING);
    expect(shape(splitScene(none, '1', heading('Roof')))).toEqual([['new', '123']]);
    expect(() => splitScene(three, '9', heading('Roof'))).toThrow('Shot not found');
  });

  it('merges into the first named scene in episode order, moving the others’ shots after its own', () => {
    const merged = mergeScenes(three, ['C', 'A']);
    expect(shape(merged)).toEqual([
      ['A', '1245'],
      ['B', '3'],
    ]);
    expect(merged.shotIds).toEqual(['1', '2', '4', '5', '3']);
    expect(() => mergeScenes(three, ['A', 'A'])).toThrow();
  });

  it('moves shots into a scene at a place among its shots, keeping their order', () => {
    const moved = moveShots(three, 'C', ['3', '1'], 1);
    expect(shape(moved)).toEqual([
      ['A', '2'],
      ['B', ''],
      ['C', '4135'],
    ]);
    expect(moved.shotIds).toEqual(['2', '4', '1', '3', '5']);
    expect(fieldMessage(() => moveShots(three, 'C', ['9']))).toBe('Every shot must be a shot of this episode');
  });

  it('reorders scenes with their shots, refusing a list that is not exactly the scenes', () => {
    expect(reorderScenes(three, ['C', 'A', 'B']).shotIds).toEqual(['4', '5', '1', '2', '3']);
    expect(() => reorderScenes(three, ['C', 'A'])).toThrow();
    expect(() => reorderScenes(three, ['C', 'A', 'A'])).toThrow();
  });

  it('sets a whole arrangement naming every shot once, and removes all scenes with an order', () => {
    const set = setArrangement(three, [
      { sceneId: 'C', ...heading('Roof'), shotIds: ['5', '4', '3'] },
      { ...heading('Cellar'), shotIds: ['2', '1'] },
    ]);
    expect(shape(set)).toEqual([
      ['C', '543'],
      ['new', '21'],
    ]);
    expect(setArrangement(three, [], ['5', '4', '3', '2', '1'])).toEqual({
      scenes: [],
      shotIds: ['5', '4', '3', '2', '1'],
    });
    expect(fieldMessage(() => setArrangement(three, [{ ...heading('x'), shotIds: ['1', '2'] }]))).toBe(
      "Shot ids must list each of the episode's shots exactly once",
    );
    const unknown = () =>
      setArrangement(three, [{ sceneId: 'Z', ...heading('x'), shotIds: ['1', '2', '3', '4', '5'] }]);
    expect(fieldMessage(unknown)).toBe('Every scene must be a scene of this episode');
  });
});
