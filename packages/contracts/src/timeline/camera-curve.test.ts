import { describe, expect, it } from 'vitest';
import { CAMERA_MOTIONS } from '../entities/scenario.ts';
import { cameraTransformAt, cameraWindowAt, easeCameraProgress, planCameraMove } from './camera-curve.ts';

const HD = { width: 1280, height: 720 };

describe('camera curve', () => {
  it('eases: starts at 0, ends at 1, moves fastest in the middle', () => {
    expect(easeCameraProgress(0)).toBe(0);
    expect(easeCameraProgress(1)).toBeCloseTo(1, 12);
    expect(easeCameraProgress(0.5)).toBeCloseTo(0.5, 12);
    expect(easeCameraProgress(0.1)).toBeLessThan(0.1);
    expect(easeCameraProgress(-1)).toBe(0);
  });

  it('starts and ends every motion on its path, with the window inside the canvas', () => {
    for (const motion of CAMERA_MOTIONS) {
      const plan = planCameraMove(motion, { width: 1920, height: 1080 }, HD);
      for (const progress of [0, 0.25, 0.5, 1]) {
        const view = cameraWindowAt(plan, HD, progress);
        expect(view.left).toBeGreaterThanOrEqual(-1e-9);
        expect(view.top).toBeGreaterThanOrEqual(-1e-9);
        expect(view.left + HD.width / view.zoom).toBeLessThanOrEqual(plan.canvas.width + 1e-9);
        expect(view.top + HD.height / view.zoom).toBeLessThanOrEqual(plan.canvas.height + 1e-9);
      }
      expect(cameraWindowAt(plan, HD, 0).zoom).toBeCloseTo(plan.path.zoom[0], 9);
      expect(cameraWindowAt(plan, HD, 1).zoom).toBeCloseTo(plan.path.zoom[1], 9);
    }
  });

  it('gives the CSS transform of each move at its start, middle and end', () => {
    const summary = Object.fromEntries(
      CAMERA_MOTIONS.map((motion) => [
        motion,
        [0, 0.5, 1]
          .map((progress) => {
            const move = cameraTransformAt(motion, { width: 1920, height: 1080 }, HD, progress);
            return `${move.scale.toFixed(3)}@${move.translateX.toFixed(1)},${move.translateY.toFixed(1)}`;
          })
          .join(' '),
      ]),
    );
    expect(summary).toEqual({
      auto: '1.000@0.0,0.0 1.049@-31.2,-17.6 1.100@-64.0,-36.0',
      tracking: '1.120@0.0,-43.2 1.159@-101.5,-57.1 1.198@-254.0,-71.4',
      drone: '1.300@-192.0,-205.2 1.174@-111.3,-81.4 1.060@-38.4,-15.1',
      zoom_in: '1.000@0.0,0.0 1.118@-75.5,-42.5 1.250@-160.0,-90.0',
      zoom_out: '1.250@-160.0,-90.0 1.118@-75.5,-42.5 1.000@0.0,0.0',
      pan_left: '1.150@-192.0,-54.0 1.150@-96.0,-54.0 1.150@0.0,-54.0',
      pan_right: '1.150@0.0,-54.0 1.150@-96.0,-54.0 1.150@-192.0,-54.0',
      tilt_up: '1.150@-96.0,-108.0 1.150@-96.0,-54.0 1.150@-96.0,0.0',
      tilt_down: '1.150@-96.0,0.0 1.150@-96.0,-54.0 1.150@-96.0,-108.0',
    });
  });

  it('pans across the extra width of a panorama', () => {
    const start = cameraTransformAt('pan_right', { width: 3000, height: 1000 }, HD, 0);
    const end = cameraTransformAt('pan_right', { width: 3000, height: 1000 }, HD, 1);
    expect(start.canvas).toEqual({ width: 1920, height: 720 });
    expect(start.translateX).toBeCloseTo(0, 9);
    expect(end.translateX).toBeCloseTo(-640, 9);
  });
});
