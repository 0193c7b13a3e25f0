import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SketchReference, SketchRequest } from '../types.ts';
import { planScene } from '../scene/plan-scene.ts';
import { composeImage } from './compose-image.ts';
import { roundBox } from './framing.ts';
import { renderSketch } from '../render-sketch.ts';
import type { PlanLayout } from './plan-layout.ts';
import { averageColor, decode, meanDifference, region, type Pixels } from './render.test-support.ts';

// Issue 30: a linked lantern showed as a framed card with the printed words "Street Lamp" laid over the scene. A
// prop is drawn in the scene (held, on the ground) as a thing, and nothing of its name is ever printed.

const ELSA: SketchReference = {
  id: 'char-elsa',
  name: 'Elsa',
  type: 'character',
  description: 'an old lighthouse keeper with a grey braid and a yellow oilskin coat',
};
const LAMP: SketchReference = {
  id: 'prop-lamp',
  name: 'Street Lamp',
  type: 'prop',
  description: 'an old brass lantern',
};
const RENAMED: SketchReference = { ...LAMP, name: 'Lantern' };
const HELD = 'Elsa lifts the lantern high above her head.';
const ON_THE_GROUND = 'Elsa waits on the quay. The lantern stands on the ground beside her.';

async function pixels(request: SketchRequest): Promise<Buffer> {
  return (await decode((await renderSketch(request, { seed: 3 })).bytes)).data;
}

/** A shot of `text` planned with Elsa and `lamp` linked, as the generation does. */
function planned(text: string, lamp: SketchReference): SketchRequest {
  const references = [ELSA, lamp];
  const scene = planScene({ shotType: 'wide', description: text, assets: references });
  return { prompt: text, width: 960, height: 540, shotType: 'wide', references, scene };
}

/** The asset picture the wizard makes of a prop (its preview, later linked to every shot it is in). */
async function withPreview(prop: SketchReference): Promise<SketchReference> {
  const picture = await renderSketch(
    { prompt: prop.description, width: 512, height: 512, references: [prop] },
    { seed: 1 },
  );
  return { ...prop, image: picture.bytes };
}

describe('props are drawn in the scene, never pasted as labelled cards', () => {
  it('plans the linked lantern held by Elsa in one shot and standing beside her in the other', () => {
    const held = planned(HELD, LAMP).scene!;
    expect(held.props).toMatchObject([{ assetId: LAMP.id, kind: 'lantern', heldBy: ELSA.id }]);
    const standing = planned(ON_THE_GROUND, LAMP).scene!;
    expect(standing.props).toMatchObject([{ assetId: LAMP.id, kind: 'lantern', heldBy: null }]);
  });

  it("prints nothing of a prop's name: its picture and its shots are the same pixels under another name", async () => {
    const [lamp, renamed] = await Promise.all([withPreview(LAMP), withPreview(RENAMED)]);
    expect(Buffer.from(lamp.image!).equals(Buffer.from(renamed.image!))).toBe(true);
    for (const text of [HELD, ON_THE_GROUND]) {
      const [a, b] = await Promise.all([pixels(planned(text, lamp)), pixels(planned(text, renamed))]);
      expect(a.equals(b), text).toBe(true);
    }
    // A shot without a scene plan (the reference-slot composition) prints no name either.
    const unplanned = (prop: SketchReference): SketchRequest => ({
      prompt: 'Elsa and her lantern',
      width: 960,
      height: 540,
      shotType: 'wide',
      references: [ELSA, prop],
    });
    const [a, b] = await Promise.all([pixels(unplanned(lamp)), pixels(unplanned(renamed))]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws a linked prop whose picture cannot be cut out (its preview on a table) as the thing itself', async () => {
    const lamp = await withPreview(LAMP);
    for (const text of [HELD, ON_THE_GROUND]) {
      const [fromPicture, fromWords] = await Promise.all([pixels(planned(text, lamp)), pixels(planned(text, LAMP))]);
      expect(fromPicture.equals(fromWords), text).toBe(true);
    }
  });

  it('cuts the object out of a picture on a plain backdrop and stands it in the scene, with no frame', async () => {
    const disc = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="white"/><circle cx="128" cy="140" r="80" fill="rgb(200,30,30)"/></svg>',
    );
    const ball: SketchReference = {
      id: 'prop-ball',
      name: 'Ball',
      type: 'prop',
      description: 'a red ball',
      image: new Uint8Array(await sharp(disc).png().toBuffer()),
    };
    const request = planned('Elsa waits on the quay. The ball lies on the ground beside her.', ball);
    const layout = (await composeImage(request, { seed: 3, progress: () => undefined })).layout as PlanLayout;
    const placed = layout.props[0];
    if (!placed) throw new Error('the ball was not placed');
    const withBall: Pixels = await decode((await renderSketch(request, { seed: 3 })).bytes);
    const scene = request.scene!;
    const empty = { ...request, scene: { ...scene, props: [] } };
    const without: Pixels = await decode((await renderSketch(empty, { seed: 3 })).bytes);
    const { box } = placed;
    const corner = Math.max(4, Math.round(box.width * 0.08));
    // The corners of its box show the place, not a white card …
    for (const [x, y] of [
      [box.x, box.y],
      [box.x + box.width - corner, box.y],
    ] as const) {
      const patch = { x, y, width: corner, height: corner };
      expect(meanDifference(region(withBall, patch), region(without, patch))).toBeLessThan(3);
    }
    // … and its middle the red ball.
    const middle = { x: box.x + box.width * 0.4, y: box.y + box.height * 0.55, width: box.width * 0.2, height: 8 };
    const [r, g, b] = averageColor(region(withBall, roundBox(middle)));
    expect(r).toBeGreaterThan(g + 80);
    expect(r).toBeGreaterThan(b + 80);
  });
});
