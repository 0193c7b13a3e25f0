import { css, type Hsl } from '../color.ts';
import { drawConifer } from '../landscape.ts';
import { distant, paint } from '../world.ts';
import type { PlaceView } from './camera.ts';
import { glow, rect, rock, scatterTrees } from './parts.ts';
import type { Frame, OutdoorDrawing } from './place-drawing.ts';
import type { Camera, P3 } from './stage.ts';
import { GRASS, sailboat } from './coast.ts';

/** A sea cave (or a cave in the hills): seen from inside looking out of its mouth, or from outside. */

/** Camera spots for the cave: inside looking out, deeper in for the reverse, outside on the water for the exterior. */
function caveCamera(view: PlaceView | undefined, frame: Frame): Camera {
  const base = { focal: frame.width * 0.55, horizon: frame.height * frame.horizonRatio };
  const tilted = (pitch: number, focal: number) => ({
    focal,
    pitch,
    centerY: frame.height / 2,
    horizon: frame.height / 2 - Math.tan(pitch) * focal,
  });
  switch (view) {
    case 'reverse':
      return { ...base, x: 0, y: 1.6, z: -6, heading: Math.PI };
    case 'angle-left':
      return { ...base, x: -3.2, y: 1.6, z: -15, heading: 0.38 };
    case 'angle-right':
      return { ...base, x: 3.2, y: 1.6, z: -15, heading: -0.38 };
    case 'low':
      return { ...base, x: 0, y: 0.35, z: -14, heading: 0, horizon: frame.height * 0.72 };
    case 'high':
      return { ...base, x: 0, y: 8.5, z: -20, heading: 0, ...tilted(0.3, frame.width * 0.55) };
    case 'exterior':
      return { ...base, x: 6, y: 3, z: 40, heading: Math.PI + 0.1, focal: frame.width * 0.8 };
    case 'super-wide':
      return { ...base, x: 60, y: 60, z: 260, heading: Math.PI + 0.2, ...tilted(0.18, frame.width * 0.6) };
    default:
      return { ...base, x: 0, y: 1.6, z: -16, heading: 0 };
  }
}

export const cave: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 0, distance: 16, eye: 1.6, lens: 0.55 },
  ground: 'sea',
  horizon: [
    { from: 100, to: 180, kind: 'cliffs' },
    { from: -180, to: -100, kind: 'cliffs' },
  ],
  camera: caveCamera,
  build(stage, place) {
    const { world, camera } = stage;
    const byTheSea = place.has('sea', 'ocean', 'shore', 'coast', 'tide');
    if (!byTheSea) {
      stage.surface(rect(-600, 600, 0, 800), GRASS);
      scatterTrees(stage, 30, { x0: -120, x1: 120, z0: 15, z1: 160 }, { pine: 0.6 });
    } else {
      sailboat(stage, 25, 160, 10);
      rock(stage, -10, 24, 5);
      rock(stage, 14, 30, 4);
    }
    const inside = camera.z < 0;
    const rockColor: Hsl = [28, 12, 30];
    const W = 6;
    const CLIFF = 30;
    const H = 8;
    const D = 28;
    // The mouth: an arch cut in the cliff face at z = 0.
    const arch: P3[] = [];
    for (let index = 0; index <= 16; index++) {
      const a = Math.PI - (index / 16) * Math.PI;
      arch.push([Math.cos(a) * W * 0.9, 0.1 + Math.sin(a) * H * 0.95 + (index % 3) * 0.2, 0]);
    }
    const cliffFace = (): void => {
      const { ctx } = world;
      const outer = stage.polygon([
        [-160, -3, 0],
        [160, -3, 0],
        [160, CLIFF, 0],
        [-160, CLIFF, 0],
      ]);
      const hole = stage.polygon(arch);
      if (outer.length < 3) return;
      ctx.beginPath();
      outer.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.closePath();
      hole.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.closePath();
      ctx.fillStyle = distant(world, rockColor, stage.haze(stage.depthOf([0, 0, 0])) * 0.8);
      ctx.fill('evenodd');
      ctx.strokeStyle = paint(world, [28, 12, 18], 0.6);
      ctx.lineWidth = Math.max(1, world.unit * 0.3);
      ctx.stroke();
      // Strata across the face, and the dark inside of the mouth.
      ctx.beginPath();
      for (let y = 4; y < CLIFF; y += 5) {
        const line = stage.line([-160, y, 0.01], [160, y + 2, 0.01]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.strokeStyle = paint(world, [28, 12, 22], 0.35);
      ctx.stroke();
      if (!stage.trace(arch)) return;
      ctx.fillStyle = css([25, 20, 8]);
      ctx.fill();
    };
    const tunnel = (): void => {
      // Floor (wet rock, water in a sea cave), walls, roof, back wall, lit by torches.
      const sides: { points: P3[]; color: Hsl }[] = [
        {
          points: [
            [-W, 0, -D],
            [W, 0, -D],
            [W, 0, 0],
            [-W, 0, 0],
          ],
          color: byTheSea ? [205, 40, 28] : [30, 15, 26],
        },
        {
          points: [
            [-W, 0, -D],
            [-W, 0, 0],
            [-W, H + 2, 0],
            [-W, H + 2, -D],
          ],
          color: [28, 12, 26],
        },
        {
          points: [
            [W, 0, -D],
            [W, 0, 0],
            [W, H + 2, 0],
            [W, H + 2, -D],
          ],
          color: [28, 12, 22],
        },
        {
          points: [
            [-W, H + 2, -D],
            [W, H + 2, -D],
            [W, H + 2, 0],
            [-W, H + 2, 0],
          ],
          color: [28, 12, 18],
        },
        {
          points: [
            [-W, 0, -D],
            [W, 0, -D],
            [W, H + 2, -D],
            [-W, H + 2, -D],
          ],
          color: [28, 12, 20],
        },
      ];
      const { ctx } = world;
      for (const side of sides) {
        if (!stage.trace(side.points)) continue;
        ctx.fillStyle = paint(world, side.color);
        ctx.fill();
      }
      if (byTheSea) {
        stage.trace([
          [-W, 0.02, -10],
          [W, 0.02, -10],
          [W, 0.02, -D],
          [-W, 0.02, -D],
        ]);
        ctx.fillStyle = paint(world, [30, 20, 38]);
        ctx.fill();
      }
      for (const [x, z] of [
        [-W + 0.3, -8],
        [W - 0.3, -18],
      ] as const) {
        const seen = stage.project([x, 2.5, z]);
        if (!seen) continue;
        glow(world, seen.x, seen.y, (camera.focal / seen.d) * 5, 1.6);
        ctx.fillStyle = css([35, 100, 60]);
        ctx.beginPath();
        ctx.arc(seen.x, seen.y, Math.max(2, (camera.focal / seen.d) * 0.15), 0, Math.PI * 2);
        ctx.fill();
      }
      // Stalactites along the roof.
      ctx.fillStyle = paint(world, [28, 10, 32]);
      for (let index = 0; index < 14; index++) {
        const x = -W + ((index * 7) % 12) + 0.5;
        const z = -D + index * 1.9;
        const top = stage.project([x, H + 2, z]);
        const tip = stage.project([x, H + 2 - 0.9 - (index % 3) * 0.5, z]);
        if (!top || !tip) continue;
        const w = (camera.focal / top.d) * 0.3;
        ctx.beginPath();
        ctx.moveTo(top.x - w, top.y);
        ctx.lineTo(tip.x, tip.y);
        ctx.lineTo(top.x + w, top.y);
        ctx.fill();
      }
      // The rock around the mouth, seen from inside.
      const hole = stage.polygon(arch);
      if (hole.length > 2) {
        const mouth = stage.polygon([
          [-W, 0, 0],
          [W, 0, 0],
          [W, H + 2, 0],
          [-W, H + 2, 0],
        ]);
        ctx.beginPath();
        mouth.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
        ctx.closePath();
        hole.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
        ctx.closePath();
        ctx.fillStyle = paint(world, [28, 12, 24]);
        ctx.fill('evenodd');
      }
    };
    if (inside) {
      stage.overlay(tunnel);
    } else {
      // The headland above the cave: grass on top, trees along its edge.
      stage.surface(
        [
          [-160, CLIFF, 0],
          [160, CLIFF, 0],
          [160, CLIFF, -600],
          [-160, CLIFF, -600],
        ],
        [95, 30, 40],
      );
      stage.solidDraw([0, CLIFF / 2, 0], cliffFace);
      for (let index = 0; index < 14; index++) {
        const x = -140 + index * 20 + world.rng.range(-5, 5);
        const z = -world.rng.range(8, 80);
        stage.cutOut(x, z, (sx, sy, scale, depth) => drawConifer(world, sx, sy, 12 * scale, depth), { y: CLIFF });
      }
    }
  },
};
