import { describe, expect, it } from 'vitest';
import { readSetting } from './setting-words.ts';

describe('readSetting', () => {
  it.each([
    ['A dark forest path', 'forest', 'night'],
    ['the harbor docks at sunset', 'harbor', 'sunset'],
    ['a busy city street', 'city', 'day'],
    ['an old kitchen with a stove', 'kitchen', 'day'],
    ['inside the cottage living room', 'interior', 'day'],
    ['a village by the sea', 'village', 'day'],
    ['snowy mountain peaks', 'mountain', 'day'],
    ['deep in a cave', 'cave', 'day'],
    ['a river bank under the moon', 'river', 'night'],
    ['sand dunes of the desert', 'desert', 'day'],
    ['the castle on the hill', 'castle', 'day'],
    ['waves on the open ocean', 'sea', 'day'],
    ['someone thinks', 'field', 'day'],
  ])('reads "%s" as %s at %s', (text, kind, time) => {
    expect(readSetting(text)).toMatchObject({ kind, time });
  });

  it('reads dawn apart from sunset, and a storm as rain with a storm', () => {
    expect(readSetting('the harbour at dawn')).toMatchObject({ kind: 'harbor', time: 'dawn' });
    expect(readSetting('a stormy night at sea')).toMatchObject({ kind: 'sea', time: 'night', rain: true, storm: true });
    expect(readSetting('rain on the roofs of the city')).toMatchObject({ rain: true, storm: false });
  });

  it('reads weather and water behind the main setting', () => {
    expect(readSetting('a misty meadow in the rain')).toMatchObject({
      kind: 'field',
      rain: true,
      fog: true,
      snow: false,
    });
    expect(readSetting('a winter village by the lake')).toMatchObject({
      kind: 'village',
      snow: true,
      waterBehind: true,
    });
  });
});
