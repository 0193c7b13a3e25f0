import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SketchReference, SketchRequest } from '../types.ts';
import { renderSketch } from '../render-sketch.ts';
import { averageColor, decode, HARBOR, meanDifference, type Pixels } from './render.test-support.ts';
import { heldPropsIn } from './held-props.ts';
import { newWords } from './request-looks.ts';

const MARA: SketchReference = {
  id: 'char-mara',
  name: 'Mara',
  type: 'character',
  description: 'a young lighthouse keeper with short hair',
};

/** An asset picture as the variant job asks for it: the variant's words in front of the asset's description. */
function assetImage(reference: SketchReference, words = '', extra: Partial<SketchRequest> = {}): SketchRequest {
  const wide = reference.type === 'location';
  return {
    prompt: [words, reference.description].filter(Boolean).join('. '),
    width: wide ? 640 : 384,
    height: wide ? 360 : 384,
    references: [reference],
    ...extra,
  };
}

async function draw(request: SketchRequest): Promise<Uint8Array> {
  return (await renderSketch(request, { seed: 1 })).bytes;
}

const pixelsOf = (bytes: Uint8Array): Promise<Pixels> => decode(bytes);
const diff = async (a: Uint8Array, b: Uint8Array): Promise<number> =>
  meanDifference((await pixelsOf(a)).data, (await pixelsOf(b)).data);
const mean = async (bytes: Uint8Array): Promise<[number, number, number]> => averageColor((await pixelsOf(bytes)).data);

/** A busy "photo" (noise over a colour) that cannot be cut out: the figure is drawn in its colours. */
async function photo(rgb: [number, number, number]): Promise<Uint8Array> {
  const width = 120;
  const height = 160;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let index = 0; index < raw.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[index] = Math.max(0, Math.min(255, rgb[index % 3]! + ((seed >> 8) % 60) - 30));
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

describe('newWords', () => {
  it('keeps what a variant or a modification adds to the asset description', () => {
    expect(newWords('Soaked in rain — yellow coat. a keeper. make it night', ['a keeper', 'Mara'])).toBe(
      'Soaked in rain — yellow coat. make it night',
    );
    expect(newWords('a keeper', ['a keeper', 'Mara'])).toBe('');
  });
});

describe('heldPropsIn', () => {
  it('finds props put in the hands, not props only mentioned', () => {
    expect(heldPropsIn('Soaked in rain, holding a lantern')).toEqual([{ kind: 'lantern', traits: ['holding', 'a'] }]);
    expect(heldPropsIn('carrying a brass telescope and a map').map((prop) => prop.kind)).toEqual(['telescope', 'map']);
    expect(heldPropsIn('standing by a lantern on the table')).toEqual([]);
  });
});

describe('variant descriptions', () => {
  it('put the props they name in the hands', async () => {
    const plain = await pixelsOf(await draw(assetImage(MARA, 'in a grey coat')));
    const lantern = await pixelsOf(await draw(assetImage(MARA, 'in a grey coat, holding a lantern')));
    // The figure's right hand is on the viewer's left, a little below the middle of the frame.
    const box = { x: 70, y: 150, width: 110, height: 140 };
    const cut = (pixels: Pixels) => {
      const rows: Buffer[] = [];
      for (let y = box.y; y < box.y + box.height; y++)
        rows.push(pixels.data.subarray((y * pixels.width + box.x) * 3, (y * pixels.width + box.x + box.width) * 3));
      return Buffer.concat(rows);
    };
    expect(meanDifference(cut(plain), cut(lantern))).toBeGreaterThan(6);
  });

  it("change a character's picture, and two descriptions give two pictures", async () => {
    const plain = await draw(assetImage(MARA));
    // The other variants take the Default's picture as their reference.
    const reference = { ...MARA, image: plain };
    const oilskin = await draw(assetImage(reference, 'Soaked in rain — yellow oilskin coat, holding a lantern'));
    const gown = await draw(assetImage(reference, 'in a long purple gown'));
    expect(await diff(plain, oilskin)).toBeGreaterThan(4);
    expect(await diff(plain, gown)).toBeGreaterThan(4);
    expect(await diff(oilskin, gown)).toBeGreaterThan(4);
    // The Default drawn again from its own picture is the same picture.
    expect(await diff(plain, await draw(assetImage(reference)))).toBe(0);
  });

  it("change a location drawn from the Default's picture (night, rain)", async () => {
    const plain = await draw(assetImage(HARBOR));
    const night = await draw(assetImage({ ...HARBOR, image: plain }, 'at night in the rain'));
    expect(await diff(plain, night)).toBeGreaterThan(15);
    expect((await mean(night))[1]).toBeLessThan((await mean(plain))[1] - 20);
  });
});

describe('modifications', () => {
  const modify = async (source: Uint8Array, instructions: string, extra: Partial<SketchRequest> = {}) =>
    draw(assetImage(MARA, instructions, { sourceImage: source, instructions, ...extra }));

  it('follow the instructions on a portrait the renderer drew: night, rain, warmer colours, a style', async () => {
    const plain = await draw(assetImage(MARA));
    const night = await modify(plain, 'make it night');
    const rain = await modify(plain, 'in the rain');
    const warm = await modify(plain, 'warmer colours');
    const sketch = await modify(plain, 'as a pencil sketch');
    const [r0, g0, b0] = await mean(plain);
    const [rn, gn] = await mean(night);
    expect(rn + gn).toBeLessThan(r0 + g0 - 60);
    expect(await diff(plain, rain)).toBeGreaterThan(2);
    const [rw, , bw] = await mean(warm);
    expect(rw - bw).toBeGreaterThan(r0 - b0 + 10);
    const [rs, gs, bs] = await mean(sketch);
    expect(Math.abs(rs - bs) + Math.abs(gs - bs)).toBeLessThan(12);
    expect(await diff(plain, sketch)).toBeGreaterThan(5);
    void g0;
  });

  it('follow the instructions on any other picture, and blend in the palette of their image', async () => {
    const picture = await draw(assetImage(HARBOR));
    const edit = (instructions: string, extra: Partial<SketchRequest> = {}) =>
      draw(assetImage(HARBOR, instructions, { sourceImage: picture, instructions, ...extra }));
    const night = await edit('make it night');
    expect((await mean(night))[1]).toBeLessThan((await mean(picture))[1] - 20);
    const red = await edit('like this', { style: { image: await photo([200, 30, 30]) } });
    const blue = await edit('like this', { style: { image: await photo([30, 40, 200]) } });
    const [rr, , rb] = await mean(red);
    const [br, , bb] = await mean(blue);
    expect(rr - rb).toBeGreaterThan(br - bb + 40);
  });
});

describe('reference images', () => {
  it("colour a character's figure and grade the picture toward their colours", async () => {
    const red = await draw(assetImage({ ...MARA, image: await photo([200, 30, 30]) }));
    const blue = await draw(assetImage({ ...MARA, image: await photo([30, 40, 200]) }));
    const [rr, , rb] = await mean(red);
    const [br, , bb] = await mean(blue);
    expect(rr - rb).toBeGreaterThan(br - bb + 20);
  });

  it("grade a shot toward the style's reference image", async () => {
    const shotOf = async (rgb: [number, number, number]) =>
      draw({
        prompt: 'The harbor at noon',
        width: 640,
        height: 360,
        shotType: 'wide',
        references: [HARBOR],
        style: { image: await photo(rgb) },
      });
    const [rr, , rb] = await mean(await shotOf([200, 30, 30]));
    const [br, , bb] = await mean(await shotOf([30, 40, 200]));
    expect(rr - rb).toBeGreaterThan(br - bb + 40);
  });
});
