import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '@sym/contracts';
import { renderSketch } from '../render-sketch.ts';
import { composeImage } from './compose-image.ts';
import type { PlanLayout } from './plan-layout.ts';
import { planFigure, planProp, planShot, scenePlan } from './plan.test-support.ts';
import { averageColor, decode, FOX, meanDifference, region, type Pixels } from './render.test-support.ts';
import type { SketchRequest } from '../types.ts';

async function render(request: SketchRequest): Promise<{ pixels: Pixels; layout: PlanLayout }> {
  const composition = await composeImage(request, { seed: 1, progress: () => undefined });
  const pixels = await decode((await renderSketch(request, { seed: 1 })).bytes);
  return { pixels, layout: composition.layout as PlanLayout };
}

function withFigures(...figures: ScenePlan['figures']): ScenePlan {
  return scenePlan({ figures });
}

describe('composing a scene plan', () => {
  it('draws a figure only named in the text where it stands', async () => {
    const mara = planFigure({ key: 'text:mara', name: 'Mara', traits: ['yellow oilskin coat'], position: 'left' });
    const withMara = await render(planShot(withFigures(mara)));
    const without = await render(planShot(withFigures()));
    const place = withMara.layout.figures[0];
    if (!place) throw new Error('Mara was not placed');
    expect(place.referenceId).toBe('text:mara');
    expect(meanDifference(region(withMara.pixels, place.box), region(without.pixels, place.box))).toBeGreaterThan(8);
    // Her coat is yellow where her body is.
    const unit = place.heightPx / 100;
    const coat = {
      x: Math.round(place.centerX - 10 * unit),
      y: place.focusBox.y,
      width: Math.round(3 * unit),
      height: place.focusBox.height,
    };
    const [r, g, b] = averageColor(region(withMara.pixels, coat));
    expect(r).toBeGreaterThan(150);
    expect(g).toBeGreaterThan(120);
    expect(b).toBeLessThan(110);
  });

  it('draws a dog as a dog, not as a person', async () => {
    const dog = planFigure({ key: 'text:pip', name: 'Pip', kind: 'animal', species: 'dog', traits: ['terrier'] });
    const person = planFigure({ key: 'text:pip', name: 'Pip' });
    const asDog = await render(planShot(withFigures(dog)));
    const asPerson = await render(planShot(withFigures(person)));
    const dogPlace = asDog.layout.figures[0];
    const personPlace = asPerson.layout.figures[0];
    if (!dogPlace || !personPlace) throw new Error('not placed');
    // A terrier is about a third of a person's height and longer than it is tall.
    expect(dogPlace.heightPx).toBeLessThan(personPlace.heightPx * 0.45);
    expect(asDog.layout.placed[0]?.look.kind).toBe('animal');
    expect(
      meanDifference(region(asDog.pixels, personPlace.box), region(asPerson.pixels, personPlace.box)),
    ).toBeGreaterThan(8);
  });

  it('keeps a dressed or speaking fable animal upright, and a plain one (even barking) on four legs', async () => {
    const fox = (fields: Partial<ScenePlan['figures'][number]>) =>
      planFigure({ key: 'text:fox', kind: 'animal', species: 'fox', ...fields });
    const looks = async (figure: ScenePlan['figures'][number]) =>
      (await composeImage(planShot(withFigures(figure)), { seed: 1, progress: () => undefined })).layout as PlanLayout;
    expect((await looks(fox({}))).placed[0]?.look.kind).toBe('animal');
    expect((await looks(fox({ traits: ['green scarf'] }))).placed[0]?.look.kind).toBe('person');
    expect((await looks(fox({ traits: ['speaks softly'] }))).placed[0]?.look.kind).toBe('person');
    expect((await looks(fox({ action: 'talk' }))).placed[0]?.look.kind).toBe('animal');
    // An animal the vocabulary does not know is still an animal (the generic four-legged shape).
    expect((await looks(fox({ species: 'unicorn' }))).placed[0]?.look.kind).toBe('animal');
  });

  it('draws a group as several people', async () => {
    const hunters = planFigure({ key: 'text:hunters', name: 'hunters', kind: 'group', count: 4 });
    const { layout } = await render(planShot(withFigures(hunters)));
    expect(layout.figures.map((figure) => figure.referenceId)).toEqual([
      'text:hunters',
      'text:hunters#1',
      'text:hunters#2',
      'text:hunters#3',
    ]);
    expect(new Set(layout.figures.map((figure) => figure.centerX)).size).toBe(4);
    expect(layout.placed.every((figure) => figure.look.kind === 'person')).toBe(true);
    const flock = planFigure({ key: 'text:sheep', name: 'sheep', kind: 'group', species: 'sheep', count: 3 });
    const sheep = (await render(planShot(withFigures(flock)))).layout;
    expect(sheep.placed.map((figure) => figure.look.kind)).toEqual(['animal', 'animal', 'animal']);
  });

  it('fills an extreme close-up of a box with the box', async () => {
    const box = planProp({ key: 'box', kind: 'box', traits: ['red'] });
    const scene = scenePlan({ props: [box], framing: { shotType: 'extreme_close', subject: 'box' } });
    const { pixels, layout } = await render(planShot(scene));
    const centre = { x: 600, y: 320, width: 80, height: 80 };
    const [r, g, b] = averageColor(region(pixels, centre));
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
    const placed = layout.props[0];
    if (!placed) throw new Error('box not placed');
    expect(placed.box.width).toBeGreaterThan(720 * 0.8);
    const empty = await render(planShot(scenePlan({ framing: { shotType: 'extreme_close', subject: 'box' } })));
    expect(meanDifference(region(pixels, centre), region(empty.pixels, centre))).toBeGreaterThan(30);
  });

  it('frames a close-up on the face of its subject and an establishing shot with small figures', async () => {
    const mara = planFigure({ key: 'text:mara', position: 'left' });
    const tom = planFigure({ key: 'text:tom', position: 'right' });
    const close = (
      await render(planShot(scenePlan({ figures: [mara, tom], framing: { shotType: 'close', subject: 'text:tom' } })))
    ).layout;
    expect(close.figures.map((figure) => figure.referenceId)).toEqual(['text:tom']);
    expect(close.figures[0]?.anchor).toBe('face');
    expect(
      Math.abs((close.figures[0]?.focusBox.x ?? 0) + (close.figures[0]?.focusBox.width ?? 0) / 2 - 640),
    ).toBeLessThan(40);
    const wide = (await render(planShot(scenePlan({ figures: [mara, tom] })))).layout;
    const establishing = (
      await render(planShot(scenePlan({ figures: [mara, tom], framing: { shotType: 'establishing' } })))
    ).layout;
    expect(establishing.figures[0]!.heightPx).toBeLessThan(wide.figures[0]!.heightPx * 0.5);
    // A medium shot is waist-up: heads near the top, feet below the frame.
    const medium = (await render(planShot(scenePlan({ figures: [mara, tom], framing: { shotType: 'medium' } }))))
      .layout;
    for (const figure of medium.placed) {
      expect(figure.groundY - figure.heightPx).toBeLessThan(720 * 0.25);
      expect(figure.groundY).toBeGreaterThan(720);
    }
  });

  it("keeps a child's head inside a waist-up frame beside an adult", async () => {
    const mara = planFigure({ key: 'text:mara', name: 'Mara', traits: ['girl', 'child', 'red scarf'] });
    const tobias = planFigure({ key: 'text:tobias', name: 'Tobias', position: 'right', traits: ['old', 'grey beard'] });
    const { layout } = await render(planShot(scenePlan({ figures: [mara, tobias], framing: { shotType: 'medium' } })));
    const child = layout.placed.find((figure) => figure.figure.key === 'text:mara');
    const adult = layout.placed.find((figure) => figure.figure.key === 'text:tobias');
    if (!child || !adult) throw new Error('not placed');
    expect(child.heightPx).toBeLessThan(adult.heightPx);
    // Head top inside the frame, and lower than the grown-up's.
    expect(child.groundY - child.heightPx).toBeGreaterThanOrEqual(0);
    expect(child.groundY - child.heightPx).toBeGreaterThan(adult.groundY - adult.heightPx);
  });

  it('puts a held prop in the hand and turns a figure toward what it looks at', async () => {
    const mara = planFigure({ key: 'text:mara', position: 'right', action: 'hold', holds: 'lantern', lookAt: 'boat' });
    const lantern = planProp({ key: 'lantern', kind: 'lantern', heldBy: 'text:mara' });
    const boat = planProp({ key: 'boat', kind: 'boat', position: 'left', depth: 'back' });
    const { layout } = await render(planShot(scenePlan({ figures: [mara], props: [lantern, boat] })));
    const figure = layout.placed[0];
    const held = layout.placedProps.find((prop) => prop.prop.key === 'lantern');
    if (!figure || !held) throw new Error('not placed');
    expect(figure.facing).toBe(-1);
    expect(held.held).toBe(true);
    // The lantern hangs from the hand on the side she faces, at about hip height.
    expect(held.x + held.size / 2).toBeLessThan(figure.x);
    expect(held.y).toBeGreaterThan(figure.groundY - figure.heightPx * 0.7);
    expect(held.y).toBeLessThan(figure.groundY - figure.heightPx * 0.3);
  });

  it('sits a sitting figure on the chair of the plan instead of a stool', async () => {
    const gran = planFigure({ key: 'text:gran', action: 'sit', position: 'left' });
    const chair = planProp({ key: 'chair', kind: 'chair', position: 'right' });
    const { layout } = await render(planShot(scenePlan({ figures: [gran], props: [chair] })));
    const figure = layout.placed[0];
    const seat = layout.placedProps[0];
    if (!figure || !seat) throw new Error('not placed');
    expect(figure.pose.seat).toBe(false);
    expect(Math.abs(seat.x + seat.size / 2 - figure.x)).toBeLessThan(figure.heightPx * 0.1);
    expect(Math.abs(seat.y + seat.size * 0.96 - figure.groundY)).toBeLessThan(2);
    const alone = (await render(planShot(scenePlan({ figures: [gran] })))).layout;
    expect(alone.placed[0]?.pose.seat).toBe(true);
  });

  it('draws a linked character with identical pixels in two different shots', async () => {
    const linked = (position: 'left' | 'right', place: string) =>
      planShot(
        scenePlan({
          place,
          figures: [
            planFigure({ key: FOX.id, assetId: FOX.id, name: FOX.name, kind: 'animal', species: 'fox', position }),
          ],
        }),
        { references: [FOX] },
      );
    const a = await render(linked('left', 'beach'));
    const b = await render(linked('right', 'forest'));
    const placeA = a.layout.figures[0];
    const placeB = b.layout.figures[0];
    if (!placeA || !placeB) throw new Error('not placed');
    expect(placeA.centerX).not.toBe(placeB.centerX);
    // The scarfed fox of the asset is its upright fable self in both.
    expect(a.layout.placed[0]?.look.kind).toBe('person');
    expect(region(a.pixels, placeA.focusBox).length).toBeGreaterThan(3 * 100);
    expect(region(a.pixels, placeA.focusBox).equals(region(b.pixels, placeB.focusBox))).toBe(true);
    expect(meanDifference(a.pixels.data, b.pixels.data)).toBeGreaterThan(10);
  });
});
