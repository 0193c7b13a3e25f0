import type { Scene, Shot } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { currentArrangement, restorable, shotsInArrangement } from './sceneArrangement';

const shot = (id: string, sequence: number, sceneId: string | null) => ({ id, sequence, sceneId }) as Shot;
const scene = (id: string, place: string) =>
  ({ id, place, interior: null, timeOfDay: '', locationAssetId: null, notes: '', shotIds: [] }) as unknown as Scene;

describe('scene arrangement in the editor', () => {
  const shots = [shot('b', 2, 'hut'), shot('a', 1, 'hut'), shot('c', 3, 'pier')];

  it('reads the stored scenes with their shots from the shots themselves', () => {
    const arrangement = currentArrangement([scene('hut', 'Hut'), scene('pier', 'Pier')], shots);
    expect(arrangement.scenes.map((entry) => [entry.sceneId, entry.shotIds])).toEqual([
      ['hut', ['a', 'b']],
      ['pier', ['c']],
    ]);
    expect(currentArrangement([], shots)).toEqual({ scenes: [], shotIds: ['a', 'b', 'c'] });
  });

  it('writes back over what exists now: gone scenes made again, gone shots left out, new shots placed', () => {
    const saved = currentArrangement([scene('hut', 'Hut'), scene('pier', 'Pier')], shots);
    const back = restorable(saved, new Set(['hut']), ['a', 'new', 'c']);
    expect(back.scenes.map((entry) => [entry.sceneId ?? 'made again', entry.shotIds])).toEqual([
      ['hut', ['a', 'new']],
      ['made again', ['c']],
    ]);
  });

  it('gives the shots the places and scenes of an answer', () => {
    const answer = {
      scenes: [
        { ...scene('pier', 'Pier'), shotIds: ['c', 'a'] },
        { ...scene('hut', 'Hut'), shotIds: ['b'] },
      ],
      shotIds: ['c', 'a', 'b'],
    };
    expect(shotsInArrangement(shots, answer).map((entry) => [entry.id, entry.sequence, entry.sceneId])).toEqual([
      ['c', 1, 'pier'],
      ['a', 2, 'pier'],
      ['b', 3, 'hut'],
    ]);
  });
});
