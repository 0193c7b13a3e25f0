import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { STYLE_PRESETS } from '@sym/contracts';
import { SketchRenderError } from './errors.ts';
import { layoutShot } from './render/framing.ts';
import { renderSketch } from './render-sketch.ts';
import { readOwnFigure } from './render/own-figure.ts';
import { clearSpriteCache } from './render/sprites.ts';
import {
  averageColor,
  CHEESE,
  CROW,
  decode,
  FISHER,
  FOREST,
  FOX,
  HARBOR,
  meanDifference,
  region,
  shot,
  solidPng,
} from './render/render.test-support.ts';

describe('renderSketch: output', () => {
  it.each([
    [1280, 720],
    [720, 1280],
    [1080, 1080],
  ])('renders a %i×%i PNG', async (width, height) => {
    const result = await renderSketch(shot({ width, height }), { seed: 1 });
    expect(result.contentType).toBe('image/png');
    expect([...result.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const metadata = await sharp(result.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width,
      height,
    });
    expect({ width: result.width, height: result.height }).toEqual({ width, height });
  });

  it('is deterministic for the same request and seed, with or without warm caches', async () => {
    const request = shot({ style: { presetId: 'watercolor' } });
    const first = await renderSketch(request, { seed: 42 });
    const second = await renderSketch(request, { seed: 42 });
    clearSpriteCache();
    const third = await renderSketch(request, { seed: 42 });
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(Buffer.from(third.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('varies the procedural setting with the seed', async () => {
    const a = await decode((await renderSketch(shot({ references: [] }), { seed: 1 })).bytes);
    const b = await decode((await renderSketch(shot({ references: [] }), { seed: 2 })).bytes);
    expect(meanDifference(a.data, b.data)).toBeGreaterThan(1);
  });

  it('rejects impossible sizes and unreadable reference images as input errors', async () => {
    await expect(renderSketch(shot({ width: 0 }))).rejects.toMatchObject({ reason: 'input' });
    await expect(renderSketch(shot({ width: 10_000 }))).rejects.toBeInstanceOf(SketchRenderError);
    const broken = { ...FOX, image: new Uint8Array([1, 2, 3, 4]) };
    await expect(renderSketch(shot({ references: [broken] }))).rejects.toMatchObject({ reason: 'input' });
  });

  it('reports progress up to 100 and stops when aborted', async () => {
    const seen: number[] = [];
    await renderSketch(shot(), { onProgress: (percent) => seen.push(percent) });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(100);

    const aborted = new AbortController();
    aborted.abort();
    await expect(renderSketch(shot(), { signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' });

    const midway = new AbortController();
    const run = renderSketch(shot(), {
      signal: midway.signal,
      onProgress: (percent) => {
        if (percent >= 30) midway.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('renderSketch: the same asset looks the same in every shot', () => {
  it('draws a character with identical pixels whatever the prompt, seed, setting or other characters', async () => {
    const a = shot({ shotType: 'medium', prompt: 'The fox grins', references: [FOX, CROW, FOREST] });
    const b = shot({
      shotType: 'medium',
      prompt: 'At night in the harbor the fox meets Tom in the rain',
      references: [FISHER, CHEESE, HARBOR, FOX],
    });
    const foxIn = (request: typeof a) => layoutShot(request).figures.find((figure) => figure.referenceId === FOX.id);
    const placeA = foxIn(a);
    const placeB = foxIn(b);
    expect(placeA && placeB).toBeTruthy();
    if (!placeA || !placeB) return;
    // Different places in the frame, same scale.
    expect(placeA.centerX).not.toBe(placeB.centerX);
    expect(placeA.heightPx).toBe(placeB.heightPx);

    const pixelsA = await decode((await renderSketch(a, { seed: 1 })).bytes);
    const pixelsB = await decode((await renderSketch(b, { seed: 99 })).bytes);
    expect(region(pixelsA, placeA.focusBox).length).toBeGreaterThan(3 * 400);
    expect(region(pixelsB, placeB.focusBox).equals(region(pixelsA, placeA.focusBox))).toBe(true);
    // The backgrounds really are different, so the equality above is about the figure.
    expect(meanDifference(pixelsA.data, pixelsB.data)).toBeGreaterThan(10);
  });

  it('keeps a character within a tiny tolerance under a mild style treatment', async () => {
    const style = { presetId: 'photorealistic' };
    const a = shot({ shotType: 'wide', references: [FOX], style });
    const b = shot({ shotType: 'wide', references: [CROW, FISHER, FOX], prompt: 'Sunset on the sea', style });
    const placeA = layoutShot(a).figures[0];
    const placeB = layoutShot(b).figures[2];
    if (!placeA || !placeB) throw new Error('fox not placed');
    const pixelsA = await decode((await renderSketch(a, { seed: 5 })).bytes);
    const pixelsB = await decode((await renderSketch(b, { seed: 6 })).bytes);
    expect(meanDifference(region(pixelsA, placeA.focusBox), region(pixelsB, placeB.focusBox))).toBeLessThan(2);
  });

  it('gives different characters different looks', async () => {
    const twin = { ...FOX, id: 'char-other-fox' };
    const human = { ...FOX, id: 'char-person', name: 'Ann', description: 'a woman' };
    const foxPlace = layoutShot(shot({ shotType: 'wide', references: [FOX] })).figures[0];
    if (!foxPlace) throw new Error('not placed');
    const render = async (reference: typeof FOX) => {
      const request = shot({ shotType: 'wide', references: [reference] });
      return region(await decode((await renderSketch(request, { seed: 1 })).bytes), foxPlace.box);
    };
    const fox = await render(FOX);
    expect(meanDifference(fox, await render(twin))).toBeGreaterThan(2);
    expect(meanDifference(fox, await render(human))).toBeGreaterThan(5);
  });

  it("uses a character's reference image (a solid red reference shows red where the character stands)", async () => {
    const red = { ...FOX, image: await solidPng(64, 64, [230, 20, 20]) };
    for (const shotType of ['wide', 'medium', 'close'] as const) {
      const request = shot({ shotType, references: [red, FOREST] });
      const place = layoutShot(request).figures[0];
      if (!place) throw new Error('not placed');
      const [r, g, b] = averageColor(region(await decode((await renderSketch(request)).bytes), place.focusBox));
      expect(r).toBeGreaterThan(180);
      expect(g).toBeLessThan(70);
      expect(b).toBeLessThan(70);
    }
  });

  it('redraws a portrait it made itself exactly like the procedural character', async () => {
    const portrait = await renderSketch({ prompt: 'Fox', width: 768, height: 768, references: [FOX] }, { seed: 3 });
    expect(readOwnFigure(portrait.bytes)).toEqual({ id: FOX.id, name: FOX.name, description: FOX.description });
    const withImage = shot({ shotType: 'close', references: [{ ...FOX, image: portrait.bytes }] });
    const without = shot({ shotType: 'close', references: [FOX] });
    const place = layoutShot(without).figures[0];
    if (!place) throw new Error('not placed');
    const a = await decode((await renderSketch(withImage)).bytes);
    const b = await decode((await renderSketch(without)).bytes);
    expect(region(a, place.focusBox).equals(region(b, place.focusBox))).toBe(true);
  });

  it('cuts a character out of a reference image with a plain backdrop', async () => {
    const figure = await sharp({
      create: { width: 200, height: 400, channels: 3, background: { r: 240, g: 240, b: 240 } },
    })
      .composite([{ input: await solidPng(80, 300, [20, 40, 200]), left: 60, top: 60 }])
      .png()
      .toBuffer();
    const request = shot({ shotType: 'wide', references: [{ ...FOX, image: figure }], prompt: 'desert dunes' });
    const place = layoutShot(request).figures[0];
    if (!place) throw new Error('not placed');
    const pixels = await decode((await renderSketch(request)).bytes);
    const [r, g, b] = averageColor(region(pixels, { ...place.focusBox, width: 4, x: place.centerX - 2 }));
    expect(b).toBeGreaterThan(150);
    expect(r + g).toBeLessThan(150);
    // Beside the body the pale backdrop is gone: the desert shows through.
    const beside = region(pixels, {
      x: place.centerX + Math.round(place.heightPx * 0.3),
      y: place.focusBox.y,
      width: 4,
      height: 4,
    });
    const [sr, sg, sb] = averageColor(beside);
    expect(Math.min(sr, sg, sb)).toBeLessThan(225);
  });
});

describe('renderSketch: framing, styles and views', () => {
  it('frames establishing and close shots differently', async () => {
    const establishing = shot({ shotType: 'establishing', references: [FOX, FOREST] });
    const close = shot({ shotType: 'close', references: [FOX, FOREST] });
    const far = layoutShot(establishing).figures[0];
    const near = layoutShot(close).figures[0];
    if (!far || !near) throw new Error('not placed');
    expect(near.heightPx).toBeGreaterThan(far.heightPx * 10);
    const a = await decode((await renderSketch(establishing)).bytes);
    const b = await decode((await renderSketch(close)).bytes);
    expect(meanDifference(a.data, b.data)).toBeGreaterThan(20);
  });

  it('makes every style preset look different', async () => {
    const request = shot({ shotType: 'medium', references: [FOX, CROW, FOREST] });
    const plain = await decode((await renderSketch(request, { seed: 4 })).bytes);
    const outputs = new Map<string, Buffer>();
    for (const preset of STYLE_PRESETS) {
      const bytes = (await renderSketch({ ...request, style: { presetId: preset } }, { seed: 4 })).bytes;
      const pixels = await decode(bytes);
      outputs.set(preset, pixels.data);
      expect(meanDifference(pixels.data, plain.data), preset).toBeGreaterThan(preset === 'photorealistic' ? 1 : 4);
    }
    const presets = [...outputs.keys()];
    for (const [index, first] of presets.entries()) {
      for (const second of presets.slice(index + 1)) {
        expect(meanDifference(outputs.get(first)!, outputs.get(second)!), `${first} vs ${second}`).toBeGreaterThan(1.5);
      }
    }
    // Spot checks that the treatments are what they claim: graphite is grey, sepia is warm.
    const pencil = averageColor(outputs.get('pencil-sketch')!);
    expect(Math.max(...pencil) - Math.min(...pencil)).toBeLessThan(8);
    const [vr, , vb] = averageColor(outputs.get('vintage')!);
    expect(vr - vb).toBeGreaterThan(20);
  });

  it('infers the style from free text when no preset is given', async () => {
    const request = shot();
    const byText = await renderSketch({ ...request, style: { text: 'loose pencil sketch' } }, { seed: 2 });
    const byPreset = await renderSketch({ ...request, style: { presetId: 'pencil-sketch' } }, { seed: 2 });
    expect(Buffer.from(byText.bytes).equals(Buffer.from(byPreset.bytes))).toBe(true);
  });

  it('starts from a source image and re-frames it for each named view', async () => {
    const left = await solidPng(640, 720, [220, 30, 30]);
    const source = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: { r: 30, g: 60, b: 220 } },
    })
      .composite([
        { input: left, left: 0, top: 0 },
        { input: await solidPng(1280, 200, [240, 220, 40]), left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const base = { prompt: 'the same place', width: 1280, height: 720, references: [], sourceImage: source };
    const plain = await decode((await renderSketch(base)).bytes);
    const leftEdge = averageColor(region(plain, { x: 0, y: 300, width: 100, height: 100 }));
    expect(leftEdge[0]).toBeGreaterThan(180);

    const views = ['Reverse Angle', '45° Right Angle', 'Low Angle', 'Exterior View', 'Super Wide Exterior'];
    const rendered = await Promise.all(
      views.map(async (viewName) => decode((await renderSketch({ ...base, viewName })).bytes)),
    );
    const reverse = rendered[0]!;
    expect(averageColor(region(reverse, { x: 0, y: 300, width: 100, height: 100 }))[2]).toBeGreaterThan(180);
    for (const [index, pixels] of rendered.entries()) {
      expect(meanDifference(pixels.data, plain.data), views[index]).toBeGreaterThan(3);
      for (const other of rendered.slice(index + 1)) expect(meanDifference(pixels.data, other.data)).toBeGreaterThan(1);
    }

    const night = await decode((await renderSketch({ ...base, prompt: 'the same place at night' })).bytes);
    expect(averageColor(night.data)[0]).toBeLessThan(averageColor(plain.data)[0] * 0.7);
  });

  it('renders asset images: portrait, location and prop', async () => {
    for (const reference of [FOX, HARBOR, CHEESE]) {
      const result = await renderSketch({
        prompt: reference.description,
        width: 768,
        height: 768,
        references: [reference],
      });
      const metadata = await sharp(result.bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([768, 768]);
    }
  });
});
