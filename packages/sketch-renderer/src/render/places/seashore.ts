import { css, type Hsl } from '../color.ts';
import { drawRock } from '../landscape.ts';
import { distant, type World } from '../world.ts';
import { blob, GRASS, HULLS, LAND_BEHIND, sailboat } from './coast.ts';
import { rect, rock, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3 } from './stage.ts';

/** The open shore: beach, open sea, cliff. */

export const beach: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 14, distance: 20, eye: 1.7, lens: 0.8 },
  ground: 'sea',
  horizon: [
    { from: 110, to: 180, kind: 'cliffs' },
    { from: -180, to: -110, kind: 'cliffs' },
  ],
  build(stage) {
    const sand: Hsl = [42, 55, 72];
    const shore: P3[] = [
      [-400, 0, -400],
      [400, 0, -400],
    ];
    for (let x = 400; x >= -400; x -= 20) shore.push([x, 0, 18 + Math.sin(x * 0.05) * 4]);
    stage.surface(shore, sand, { outline: false });
    stage.surfaceDraw(() => {
      const { ctx, unit } = stage.world;
      ctx.strokeStyle = css([0, 0, 98], 0.75);
      ctx.lineWidth = Math.max(2, unit * 0.6);
      ctx.beginPath();
      let started = false;
      for (let x = -200; x <= 200; x += 4) {
        const seen = stage.project([x, 0, 18.5 + Math.sin(x * 0.05) * 4]);
        if (!seen) {
          started = false;
          continue;
        }
        if (started) ctx.lineTo(seen.x, seen.y);
        else ctx.moveTo(seen.x, seen.y);
        started = true;
      }
      ctx.stroke();
    });
    // A striped parasol and a towel, palms, rocks at the end of the bay, a boat offshore.
    stage.cutOut(4, 8, (sx, sy, scale, depth) => {
      const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
      ctx.strokeStyle = distant(world, [0, 0, 90], depth);
      ctx.lineWidth = Math.max(1, scale * 0.06);
      ctx.beginPath();
      ctx.moveTo(sx, sy);
      ctx.lineTo(sx, sy - scale * 2.3);
      ctx.stroke();
      for (let index = 0; index < 6; index++) {
        ctx.beginPath();
        ctx.moveTo(sx, sy - scale * 2.5);
        ctx.lineTo(sx - scale * 1.4 + (index * scale * 2.8) / 6, sy - scale * 1.9);
        ctx.lineTo(sx - scale * 1.4 + ((index + 1) * scale * 2.8) / 6, sy - scale * 1.9);
        ctx.closePath();
        ctx.fillStyle = distant(world, index % 2 === 0 ? [0, 75, 55] : [0, 0, 96], depth);
        ctx.fill();
      }
    });
    stage.surface(rect(5.5, 7.3, 6, 7), [200, 70, 55]);
    for (const [x, z, h] of [
      [-9, 12, 7],
      [-13, 16, 8.5],
      [12, 10, 6.5],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale, depth) => palm(stage.world, sx, sy, h * scale, depth));
    }
    rock(stage, 26, 22, 6);
    rock(stage, 22, 24, 3);
    rock(stage, -30, 16, 5);
    sailboat(stage, -30, 160, 10);
    stage.surface(rect(-400, 400, -400, -30), [95, 35, 40]);
  },
};

function palm(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx } = world;
  ctx.strokeStyle = distant(world, [30, 35, 38], depth);
  ctx.lineWidth = Math.max(2, size * 0.05);
  ctx.beginPath();
  ctx.moveTo(x, baseY);
  ctx.quadraticCurveTo(x + size * 0.15, baseY - size * 0.5, x + size * 0.08, baseY - size);
  ctx.stroke();
  ctx.fillStyle = distant(world, [120, 45, 32], depth);
  for (let index = 0; index < 6; index++) {
    const a = -Math.PI * 0.95 + (index / 5) * Math.PI * 0.9;
    const tipX = x + size * 0.08 + Math.cos(a) * size * 0.45;
    const tipY = baseY - size + Math.sin(a) * size * 0.18 + size * 0.12;
    ctx.beginPath();
    ctx.moveTo(x + size * 0.08, baseY - size);
    ctx.quadraticCurveTo((x + tipX) / 2, baseY - size * 1.12, tipX, tipY);
    ctx.quadraticCurveTo((x + tipX) / 2, baseY - size * 1.0, x + size * 0.08, baseY - size);
    ctx.fill();
  }
}

export const sea: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 40, distance: 45, eye: 2.5, lens: 0.8 },
  ground: 'sea',
  horizon: [],
  build(stage) {
    const { world } = stage;
    stage.surface(blob(120, 520, 70, 30, world), [110, 25, 38]);
    stage.surface(blob(-260, -420, 90, 40, world), [110, 25, 38]);
    sailboat(stage, 0, 40, 14);
    sailboat(stage, -40, 140, 12);
    rowingBoat(stage, 25, 20, 5, HULLS[0]!);
    // Swell: long crests across the water, steeper in a storm.
    const storm = Boolean(world.spec.storm);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = css([200, 30, storm ? 85 : 75], storm ? 0.7 : 0.4);
      ctx.lineWidth = Math.max(1, unit * (storm ? 0.5 : 0.25));
      ctx.beginPath();
      for (let z = 6; z < 300; z *= 1.25) {
        for (let x = -150; x < 150; x += 12) {
          const a = stage.project([x + (z % 7), 0, z]);
          const b = stage.project([x + 8 + (z % 7), 0, z]);
          if (!a || !b) continue;
          ctx.moveTo(a.x, a.y);
          ctx.quadraticCurveTo((a.x + b.x) / 2, a.y - (b.x - a.x) * (storm ? 0.3 : 0.08), b.x, b.y);
        }
      }
      ctx.stroke();
    });
    for (let index = 0; index < 5; index++) {
      stage.cutOut(
        -20 + index * 9,
        60 + index * 10,
        (sx, sy, scale) => {
          const { ctx } = world;
          ctx.strokeStyle = css([0, 0, 95], 0.9);
          ctx.lineWidth = Math.max(1, scale * 0.08);
          ctx.beginPath();
          ctx.moveTo(sx - scale * 0.6, sy);
          ctx.quadraticCurveTo(sx - scale * 0.3, sy - scale * 0.3, sx, sy);
          ctx.quadraticCurveTo(sx + scale * 0.3, sy - scale * 0.3, sx + scale * 0.6, sy);
          ctx.stroke();
        },
        { y: 12 + index * 2 },
      );
    }
  },
};

/** Height of the cliff above the sea. */
const DROP = 60;

/** Where the cliff edge runs: straight past the camera, then turning out to sea so its face shows. */
function cliffEdge(z: number): number {
  return 4 + Math.max(0, z - 20) * 0.9 + Math.sin(z * 0.15) * 1.5;
}

export const cliff: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 10, focusZ: 60, distance: 70, eye: 16, lens: 0.75, pitch: 0.12 },
  ground: 'sea',
  horizon: LAND_BEHIND,
  build(stage) {
    const { world } = stage;
    const face: Hsl = [30, 15, 55];
    // The headland: its edge runs past the camera and turns out to sea, then its end cuts back across.
    const edge: P3[] = [];
    for (let z = -300; z <= 110; z += 8) edge.push([cliffEdge(z), 0, z]);
    for (let x = cliffEdge(110) - 10; x > -800; x -= 40) edge.push([x, 0, 112 + Math.sin(x * 0.1) * 3]);
    stage.surface([[-800, 0, -300], ...edge], GRASS, { outline: false });
    // The face drops from the edge to the sea; each stretch is seen only from the sea side.
    for (let index = 0; index + 1 < edge.length; index++) {
      const [a, b] = [edge[index]!, edge[index + 1]!];
      const facing: P3 = [b[2] - a[2], 0, -(b[0] - a[0])];
      const out = Math.hypot(facing[0], facing[2]) || 1;
      const foot = (p: P3): P3 => [p[0] + (facing[0] / out) * 2, -DROP, p[2] + (facing[2] / out) * 2];
      stage.panel([a, b, foot(b), foot(a)], [face[0], face[1], face[2] - (index % 4) * 3], {
        bias: 40,
        facing,
        outline: false,
      });
    }
    // Surf at the foot, boulders in the water, gulls, a path along the top, a lone wind-bent tree.
    for (const z of [40, 60, 80, 100]) {
      stage.cutOut(cliffEdge(z) + 12, z - 6, (sx, sy, scale, depth) => drawRock(world, sx, sy, scale * 5, depth), {
        y: -DROP,
      });
    }
    stage.surface(
      [
        [-1, 0, -60],
        [1, 0, -60],
        [2.4, 0, 40],
        [0.8, 0, 40],
      ],
      [35, 30, 60],
    );
    tree(stage, -6, 26, 6, false);
    rock(stage, -3, 8, 1.8);
    for (let index = 0; index < 5; index++) {
      stage.cutOut(10 + index * 6, 30 + index * 8, (sx, sy, scale) => gull(world, sx, sy, scale), { y: 4 + index });
    }
    sailboat(stage, 90, 260, 10);
    scatterTrees(stage, 10, { x0: -120, x1: -20, z0: -60, z1: 120 }, { pine: 0.7 });
  },
};

function gull(world: World, x: number, y: number, scale: number): void {
  const { ctx } = world;
  ctx.strokeStyle = css([0, 0, 96], 0.9);
  ctx.lineWidth = Math.max(1, scale * 0.08);
  ctx.beginPath();
  ctx.moveTo(x - scale * 0.6, y);
  ctx.quadraticCurveTo(x - scale * 0.3, y - scale * 0.3, x, y);
  ctx.quadraticCurveTo(x + scale * 0.3, y - scale * 0.3, x + scale * 0.6, y);
  ctx.stroke();
}
