import { describe, expect, it } from 'vitest';
import { SHOT_TYPES } from '@sym/contracts';
import { layoutShot } from './framing.ts';
import { CHEESE, CROW, FISHER, FOREST, FOX, shot } from './render.test-support.ts';

describe('layoutShot', () => {
  it('scales a character by shot type only, not by who else is in the shot', () => {
    for (const shotType of SHOT_TYPES) {
      const alone = layoutShot(shot({ shotType, references: [FOX] })).figures[0];
      const crowded = layoutShot(shot({ shotType, references: [CROW, FOX, FISHER, CHEESE, FOREST] })).figures.find(
        (figure) => figure.referenceId === FOX.id,
      );
      expect(alone, shotType).toBeDefined();
      if (crowded) {
        expect({ height: crowded.heightPx, y: crowded.anchorY }).toEqual({
          height: alone?.heightPx,
          y: alone?.anchorY,
        });
      }
    }
  });

  it('grows figures from establishing to extreme close-up and shows one face in close-ups', () => {
    const heights = SHOT_TYPES.map(
      (shotType) =>
        [shotType, layoutShot(shot({ shotType, references: [FISHER, CROW] })).figures[0]?.heightPx ?? 0] as const,
    );
    const byType = Object.fromEntries(heights);
    expect(byType.establishing).toBeLessThan(byType.wide ?? 0);
    expect(byType.wide).toBeLessThan(byType.medium ?? 0);
    expect(byType.medium).toBeLessThan(byType.close ?? 0);
    expect(byType.close).toBeLessThan(byType.extreme_close ?? 0);
    expect(layoutShot(shot({ shotType: 'close', references: [FISHER, CROW] })).figures).toHaveLength(1);
  });

  it('keeps figures and props inside portrait and square frames', () => {
    for (const [width, height] of [
      [720, 1280],
      [1080, 1080],
    ] as const) {
      for (const shotType of ['wide', 'medium'] as const) {
        const layout = layoutShot(shot({ width, height, shotType, references: [FOX, CROW, FISHER, CHEESE] }));
        for (const figure of layout.figures) {
          expect(figure.centerX).toBeGreaterThan(0);
          expect(figure.centerX).toBeLessThan(width);
          expect(figure.focusBox.y + figure.focusBox.height).toBeLessThanOrEqual(height);
        }
        for (const prop of layout.props) expect(prop.box.x + prop.box.width).toBeLessThanOrEqual(width);
      }
    }
  });

  it('centres the single asset of an asset image', () => {
    const portrait = layoutShot({ prompt: 'Fox', width: 768, height: 768, references: [FOX] });
    expect(portrait.assetType).toBe('character');
    expect(portrait.figures[0]?.centerX).toBe(384);
    const still = layoutShot({ prompt: 'Cheese', width: 768, height: 768, references: [CHEESE] });
    expect(still.props[0]?.centerX).toBe(384);
  });
});
