import { describe, expect, it } from 'vitest';
import { renderSketch } from '../render-sketch.ts';
import { decode, meanDifference } from './render.test-support.ts';
import { propKindOf } from './props.ts';

async function propPicture(name: string, description: string): Promise<Uint8Array> {
  const image = await renderSketch(
    {
      prompt: name,
      width: 256,
      height: 256,
      references: [{ id: `prop-${name}`, name, type: 'prop', description }],
    },
    { seed: 1 },
  );
  return (await decode(image.bytes)).data;
}

describe('prop asset pictures', () => {
  it('reads the prop the name says before the description', () => {
    expect(propKindOf('Brass Telescope', '')).toBe('telescope');
    expect(propKindOf('Boat', 'a drifting rowing boat')).toBe('boat');
    expect(propKindOf('Heirloom', 'a small tin box tied with string')).toBe('box');
    expect(propKindOf('Treasure Map', 'the other half of the map')).toBe('map');
    expect(propKindOf('Thing', 'nothing the vocabulary knows')).toBe('box');
  });

  it('draws a boat, a telescope and a map as three different things', async () => {
    const [boat, telescope, map] = await Promise.all([
      propPicture('Boat', 'a drifting rowing boat'),
      propPicture('Brass Telescope', ''),
      propPicture('Map', 'half of a map drawn in faded ink'),
    ]);
    expect(meanDifference(boat, telescope)).toBeGreaterThan(6);
    expect(meanDifference(boat, map)).toBeGreaterThan(6);
    expect(meanDifference(telescope, map)).toBeGreaterThan(6);
  });
});
