import { CAMERA_MOTIONS, cameraWindowAt } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { cameraCornerExpressions, planCameraMove } from './camera-move.args.ts';

/** Evaluates one of ffmpeg's corner expressions for input frame `frame` (perspective counts from 1). */
function evaluate(expression: string, frame: number): number {
  const js = expression
    .replace(/\bin\b/g, String(frame))
    .replace(/\bPI\b/g, 'Math.PI')
    .replace(/\bcos\(/g, 'Math.cos(')
    .replace(/\bexp\(/g, 'Math.exp(');
  // Only digits, operators, parentheses and Math calls remain: safe to evaluate in a test.
  expect(js).toMatch(/^[\d\s.+\-*/()Math.PIcosexp]+$/);
  return Function(`"use strict"; return (${js});`)() as number;
}

describe('camera move: the ffmpeg render and the browser preview follow one curve', () => {
  const frame = { width: 1280, height: 720 };
  const frames = 101;

  it.each(CAMERA_MOTIONS)('%s: the window ffmpeg cuts is the window the preview shows', (motion) => {
    for (const image of [
      { width: 1920, height: 1080 },
      { width: 3000, height: 1000 },
      { width: 768, height: 1344 },
    ]) {
      const plan = planCameraMove(motion, image, frame);
      const [left, top, right] = cameraCornerExpressions(plan.path, frame, plan.canvas, frames);
      for (const input of [1, 26, 51, 90, 101]) {
        const progress = (input - 1) / (frames - 1);
        const view = cameraWindowAt(plan, frame, progress);
        expect(evaluate(left!, input)).toBeCloseTo(view.left, 2);
        expect(evaluate(top!, input)).toBeCloseTo(view.top, 2);
        // The source rectangle spans canvas/zoom: the zoom matches too. (ffmpeg gets 6-decimal constants: 0.005 px.)
        expect(evaluate(right!, input) - evaluate(left!, input)).toBeCloseTo(plan.canvas.width / view.zoom, 2);
      }
    }
  });
});
