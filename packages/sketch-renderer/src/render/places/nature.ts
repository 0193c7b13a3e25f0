import { css, type Hsl } from '../color.ts';
import { drawConifer } from '../landscape.ts';
import { distant, paint } from '../world.ts';
import { rect, rock, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3 } from './stage.ts';

/** Open country: forest, field, garden and river (mountain, desert and another world in wilds.ts). */

const GRASS: Hsl = [95, 38, 44];

/** A winding strip on the ground along z (a path, a river), `width` metres wide. */
export function winding(x0: number, width: number, from: number, to: number, sway: number): P3[] {
  const left: P3[] = [];
  const right: P3[] = [];
  for (let z = from; z <= to; z += (to - from) / 40) {
    const x = x0 + Math.sin(z * 0.03) * sway;
    const w = width * (1 + Math.max(0, -z) * 0.01);
    left.push([x - w / 2, 0, z]);
    right.push([x + w / 2, 0, z]);
  }
  return [...left, ...right.reverse()];
}

export const forest: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 15, distance: 20, eye: 1.7, lens: 0.7 },
  ground: { color: [80, 35, 30], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    stage.surface(winding(0, 2.4, -60, 400, 6), [35, 30, 42]);
    const onPath = (x: number, z: number): boolean => Math.abs(x - Math.sin(z * 0.03) * 6) < 3.5;
    scatterTrees(stage, 160, { x0: -60, x1: 60, z0: -40, z1: 140 }, { pine: 0.6, height: [8, 16], keepOut: onPath });
    // Big trunks near the camera frame the view; a fallen log, mushrooms; shafts of light by day.
    for (const [x, z] of [
      [-6, -8],
      [7, -5],
      [-5, 20],
      [5, 28],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale, depth) => drawConifer(world, sx, sy, 18 * scale, depth));
    }
    stage.box(2, 6, 0, 0.6, 8, 8.6, [25, 40, 30]);
    rock(stage, -3, 10, 1.4);
    if (world.spec.time === 'day' && !world.spec.rain && !world.spec.fog) {
      stage.overlay(() => {
        const { ctx, width, height } = world;
        ctx.save();
        ctx.globalCompositeOperation = 'screen';
        for (const x of [0.3, 0.55, 0.7]) {
          const beam = ctx.createLinearGradient(0, 0, 0, height);
          beam.addColorStop(0, css([50, 80, 80], 0.25));
          beam.addColorStop(1, css([50, 80, 80], 0));
          ctx.fillStyle = beam;
          ctx.beginPath();
          ctx.moveTo(width * x, 0);
          ctx.lineTo(width * (x + 0.05), 0);
          ctx.lineTo(width * (x + 0.12), height);
          ctx.lineTo(width * (x + 0.02), height);
          ctx.fill();
        }
        ctx.restore();
      });
    }
  },
};

export const field: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 25, distance: 30, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { world } = stage;
    const { rng } = world;
    // Strips of crops, a lone tree, hay bales, a fence along the near edge, flowers.
    for (let index = 0; index < 6; index++) {
      const z0 = 40 + index * 30;
      stage.surface(rect(-400, 400, z0, z0 + 30), index % 2 === 0 ? [55, 55, 55] : [100, 35, 40], { outline: false });
    }
    tree(stage, 14, 36, 10, false);
    for (const [x, z] of [
      [-8, 22],
      [-4, 30],
      [6, 26],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale, depth) => {
        const { ctx } = world;
        ctx.fillStyle = distant(world, [45, 60, 60], depth);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.7, scale * 0.9, scale * 0.7, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = distant(world, [40, 50, 45], depth);
        ctx.lineWidth = Math.max(1, scale * 0.06);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.7, scale * 0.5, scale * 0.4, 0, 0, Math.PI * 2);
        ctx.stroke();
      });
    }
    const fence: [P3, P3][] = [];
    for (let x = -60; x <= 60; x += 3)
      fence.push([
        [x, 0, 8],
        [x, 1.2, 8],
      ]);
    fence.push(
      [
        [-60, 1, 8],
        [60, 1, 8],
      ],
      [
        [-60, 0.5, 8],
        [60, 0.5, 8],
      ],
    );
    stage.strokes(fence, [30, 35, 40], 0.3);
    const flowers: P3[] = [];
    for (let index = 0; index < 60; index++) flowers.push([rng.range(-30, 30), 0, rng.range(-10, 40)]);
    stage.surfaceDraw(() => {
      if (world.spec.snow) return;
      const { ctx } = world;
      for (const [index, flower] of flowers.entries()) {
        const seen = stage.project(flower);
        if (!seen) continue;
        ctx.fillStyle = paint(
          world,
          [
            [50, 90, 60],
            [0, 70, 65],
            [280, 50, 72],
          ][index % 3] as unknown as Hsl,
        );
        ctx.beginPath();
        ctx.arc(seen.x, seen.y, Math.max(1, (stage.camera.focal / seen.d) * 0.12), 0, Math.PI * 2);
        ctx.fill();
      }
    });
    scatterTrees(stage, 12, { x0: -200, x1: 200, z0: 200, z1: 400 }, { pine: 0.2 });
  },
};

export const garden: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 14, distance: 18, eye: 1.7, lens: 0.7 },
  ground: { color: [105, 45, 42], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    const gravel: Hsl = [40, 25, 72];
    stage.surface(rect(-1.2, 1.2, -40, 40), gravel);
    stage.surface(rect(-20, 20, 13, 15.4), gravel);
    const beds: [number, number, number, number, Hsl][] = [
      [-9, -2.5, 4, 11, [345, 65, 55]],
      [2.5, 9, 4, 11, [48, 90, 55]],
      [-9, -2.5, 18, 25, [275, 50, 55]],
      [2.5, 9, 18, 25, [10, 80, 55]],
    ];
    for (const [x0, x1, z0, z1, color] of beds) {
      stage.surface(rect(x0, x1, z0, z1, 0.01), [25, 40, 30]);
      const dots: P3[] = [];
      for (let x = x0 + 0.3; x < x1; x += 0.6) for (let z = z0 + 0.3; z < z1; z += 0.6) dots.push([x, 0.2, z]);
      stage.surfaceDraw(() => {
        const { ctx } = world;
        ctx.fillStyle = paint(world, color);
        for (const dot of dots) {
          const seen = stage.project(dot);
          if (!seen) continue;
          const r = Math.max(1, (stage.camera.focal / seen.d) * 0.18);
          ctx.beginPath();
          ctx.arc(seen.x, seen.y, r, 0, Math.PI * 2);
          ctx.fill();
        }
      });
    }
    // Clipped hedges round the beds, a fountain at the crossing, an arch of roses, a bench, trees beyond.
    const hedge: Hsl = [120, 40, 28];
    stage.box(-20, -10, 0, 1.4, 28, 29.2, hedge);
    stage.box(10, 20, 0, 1.4, 28, 29.2, hedge);
    stage.box(-10.5, -9.3, 0, 1.4, 2, 27, hedge);
    stage.box(9.3, 10.5, 0, 1.4, 2, 27, hedge);
    stage.cutOut(0, 14.2, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.fillStyle = distant(world, [40, 15, 80], depth);
      ctx.beginPath();
      ctx.ellipse(sx, sy - scale * 0.3, scale * 1.8, scale * 0.45, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = distant(world, [200, 60, 65], depth);
      ctx.beginPath();
      ctx.ellipse(sx, sy - scale * 0.45, scale * 1.5, scale * 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = distant(world, [40, 15, 80], depth);
      ctx.fillRect(sx - scale * 0.15, sy - scale * 1.6, scale * 0.3, scale * 1.2);
      ctx.strokeStyle = css([200, 60, 90], 0.8);
      ctx.lineWidth = Math.max(1, scale * 0.08);
      ctx.beginPath();
      for (const d of [-1, 1]) {
        ctx.moveTo(sx, sy - scale * 1.7);
        ctx.quadraticCurveTo(sx + d * scale * 0.8, sy - scale * 2.3, sx + d * scale * 1.2, sy - scale * 0.5);
      }
      ctx.stroke();
    });
    stage.cutOut(0, 28.5, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.strokeStyle = distant(world, [120, 35, 30], depth);
      ctx.lineWidth = Math.max(2, scale * 0.35);
      ctx.beginPath();
      ctx.moveTo(sx - scale * 1.4, sy);
      ctx.lineTo(sx - scale * 1.4, sy - scale * 2);
      ctx.arc(sx, sy - scale * 2, scale * 1.4, Math.PI, 0);
      ctx.lineTo(sx + scale * 1.4, sy);
      ctx.stroke();
      ctx.fillStyle = distant(world, [350, 70, 60], depth);
      for (let index = 0; index < 9; index++) {
        const a = Math.PI + (index / 8) * Math.PI;
        ctx.beginPath();
        ctx.arc(
          sx + Math.cos(a) * scale * 1.4,
          sy - scale * 2 + Math.sin(a) * scale * 1.4,
          scale * 0.2,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
    });
    stage.box(4, 6, 0.45, 0.55, 12.2, 12.8, [28, 45, 40]);
    stage.box(4, 6, 0.55, 1.0, 12.7, 12.8, [28, 45, 40]);
    scatterTrees(stage, 20, { x0: -60, x1: 60, z0: 32, z1: 90 }, { pine: 0.3 });
    scatterTrees(stage, 6, { x0: -40, x1: 40, z0: -30, z1: 0 }, { pine: 0.2, keepOut: (x) => Math.abs(x) < 6 });
  },
};

export const river: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 20, distance: 24, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { world } = stage;
    const water = winding(2, 9, -80, 900, 14);
    stage.surface(water, [205, 50, 42]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = css([200, 50, 85], 0.45);
      ctx.lineWidth = Math.max(1, unit * 0.15);
      ctx.beginPath();
      for (let z = -20; z < 300; z += 4) {
        const x = 2 + Math.sin(z * 0.03) * 14 + Math.sin(z * 1.3) * 2.5;
        const line = stage.line([x, 0, z], [x + 1.5, 0, z]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    // Reeds on the banks, willows and other trees, stepping stones, a small boat.
    const reeds: [P3, P3][] = [];
    for (let z = -10; z < 60; z += 0.7) {
      const x = 2 + Math.sin(z * 0.03) * 14;
      for (const side of [-1, 1]) {
        const rx = x + side * (4.7 + (z % 1.3));
        reeds.push([
          [rx, 0, z],
          [rx + 0.15, 1.2 + (z % 0.5), z],
        ]);
      }
    }
    stage.strokes(reeds, [90, 40, 32], 0.15);
    rock(stage, 1, 12, 1.2);
    rock(stage, 3, 14, 1);
    rowingBoat(stage, 4, 34, 4, [15, 55, 40]);
    scatterTrees(
      stage,
      50,
      { x0: -90, x1: 90, z0: -30, z1: 250 },
      {
        pine: 0.3,
        keepOut: (x, z) => Math.abs(x - 2 - Math.sin(z * 0.03) * 14) < 9,
      },
    );
  },
};
