import { css, type Hsl } from '../color.ts';
import { paint } from '../world.ts';
import { house } from './house.ts';
import { barrel, lamp, rect, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3 } from './stage.ts';
import { GRASS, pyramid, strokeLines } from './town-parts.ts';

/** Out of town: a hut, a road, a bridge, a single house (the outside of rooms); the finish line in finish-line.ts. */

export const hut: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 10, distance: 14, eye: 1.7, lens: 0.7 },
  ground: { color: [85, 35, 40], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    const wood: Hsl = [28, 40, 38];
    house(stage, {
      x: 0,
      z: 10,
      width: 4.5,
      depth: 4,
      height: 2.4,
      roofHeight: 1.8,
      wall: wood,
      roof: [30, 30, 25],
      windows: 1,
      door: [25, 45, 22],
    });
    // Log lines on the walls, a chimney with smoke, a woodpile, a path.
    const logs: [P3, P3][] = [];
    for (let y = 0.3; y < 2.4; y += 0.3)
      logs.push(
        [
          [-2.25, y, 7.98],
          [2.25, y, 7.98],
        ],
        [
          [-2.25, y, 12.02],
          [2.25, y, 12.02],
        ],
      );
    stage.strokes(logs, [28, 40, 22], 0.15);
    stage.box(1, 1.6, 2.5, 4.6, 10.5, 11.1, [20, 20, 40]);
    stage.cutOut(
      1.3,
      10.8,
      (sx, sy, scale) => {
        const { ctx } = world;
        ctx.fillStyle = css([0, 0, 85], 0.45);
        for (let index = 0; index < 4; index++) {
          ctx.beginPath();
          ctx.arc(sx + index * scale * 0.4, sy - index * scale * 0.9, scale * (0.3 + index * 0.15), 0, Math.PI * 2);
          ctx.fill();
        }
      },
      { y: 5, bias: -3 },
    );
    stage.box(-3.8, -2.6, 0, 1, 9, 11, [25, 45, 35]);
    stage.surface(
      [
        [-0.5, 0, -20],
        [0.5, 0, -20],
        [0.6, 0, 8],
        [-0.6, 0, 8],
      ],
      [35, 30, 50],
    );
    scatterTrees(
      stage,
      26,
      { x0: -50, x1: 50, z0: -30, z1: 80 },
      { pine: 0.8, keepOut: (x, z) => Math.abs(x) < 8 && z < 20 },
    );
  },
};

export const road: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 30, distance: 36, eye: 1.7, lens: 0.7 },
  ground: { color: [75, 40, 48], strokes: 'grass' },
  horizon: [
    { from: -60, to: 60, kind: 'mountains' },
    { from: 60, to: 180, kind: 'hills' },
    { from: -180, to: -60, kind: 'hills' },
  ],
  build(stage) {
    stage.surface(rect(-3.5, 3.5, -2000, 3000), [220, 6, 38]);
    stage.surface(rect(-4.2, -3.5, -2000, 3000), [40, 25, 55]);
    stage.surface(rect(3.5, 4.2, -2000, 3000), [40, 25, 55]);
    const dashes: [P3, P3][] = [];
    for (let z = -40; z < 800; z += 10)
      dashes.push([
        [0, 0, z],
        [0, 0, z + 4],
      ]);
    strokeLines(stage, dashes, [0, 0, 95], 0.45);
    // Telegraph poles down the left, a farm on the right, a signpost, trees here and there.
    const wires: [P3, P3][] = [];
    for (let z = -40; z < 500; z += 30) {
      stage.box(-7.2, -6.9, 0, 8, z, z + 0.3, [25, 35, 30]);
      stage.box(-8, -6.1, 7.4, 7.6, z, z + 0.3, [25, 35, 30]);
      wires.push(
        [
          [-7.8, 7.5, z],
          [-7.8, 7.5, z + 30],
        ],
        [
          [-6.3, 7.5, z],
          [-6.3, 7.5, z + 30],
        ],
      );
    }
    stage.overlay(() => {
      const { ctx, unit } = stage.world;
      ctx.strokeStyle = paint(stage.world, [0, 0, 15], 0.6);
      ctx.lineWidth = Math.max(1, unit * 0.08);
      ctx.beginPath();
      for (const [a, b] of wires) {
        const line = stage.line(a, b);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    house(stage, {
      x: 30,
      z: 90,
      width: 10,
      depth: 8,
      height: 5,
      roofHeight: 3,
      wall: [0, 0, 92],
      roof: [5, 55, 38],
      door: [25, 40, 30],
    });
    house(stage, {
      x: 44,
      z: 100,
      width: 8,
      depth: 14,
      height: 7,
      roofHeight: 3,
      wall: [5, 50, 40],
      roof: [0, 0, 30],
      door: [25, 40, 30],
    });
    stage.box(5.5, 5.7, 0, 2.4, 12, 12.2, [25, 35, 30]);
    stage.box(4.6, 6.8, 1.9, 2.3, 12, 12.3, [45, 80, 55]);
    scatterTrees(stage, 18, { x0: -150, x1: 150, z0: -100, z1: 400 }, { pine: 0.3, keepOut: (x) => Math.abs(x) < 12 });
  },
};

export const bridge: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 40, distance: 48, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { world } = stage;
    // The river runs toward the camera; the bridge crosses it left to right.
    const river: P3[] = [];
    const bank: P3[] = [];
    for (let z = -200; z <= 800; z += 20) {
      river.push([-14 + Math.sin(z * 0.02) * 6, 0, z]);
      bank.push([14 + Math.sin(z * 0.02) * 6, 0, z]);
    }
    stage.surface([...river, ...bank.reverse()], [205, 45, 42]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = css([200, 50, 80], 0.4);
      ctx.lineWidth = Math.max(1, unit * 0.15);
      ctx.beginPath();
      for (let z = -40; z < 400; z += 7) {
        const x = Math.sin(z * 0.7) * 8;
        const line = stage.line([x, 0, z], [x + 2, 0, z]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    const stone: Hsl = [32, 18, 60];
    const [z0, z1, top] = [38, 42, 7];
    const spans = [
      [-22, -8],
      [-8, 8],
      [8, 22],
    ] as const;
    for (const z of [z0, z1]) {
      for (const [a, b] of spans) {
        const points: P3[] = [
          [a, top, z],
          [b, top, z],
          [b, 0, z],
        ];
        for (let index = 0; index <= 10; index++) {
          const t = Math.PI * (index / 10);
          points.push([(a + b) / 2 + Math.cos(t) * ((b - a) / 2 - 0.8), Math.sin(t) * (top - 2), z]);
        }
        points.push([a, 0, z]);
        stage.panel(points, z === z0 ? stone : [32, 18, 52], { bias: z === z0 ? -1 : 1 });
      }
    }
    stage.box(-30, 30, top, top + 0.6, z0, z1, [32, 18, 55], [32, 15, 66]);
    stage.box(-30, 30, top + 0.6, top + 1.6, z0, z0 + 0.4, stone);
    stage.box(-30, 30, top + 0.6, top + 1.6, z1 - 0.4, z1, stone);
    for (const x of [-30, 30]) stage.box(x - 1.5, x + 1.5, 0, top + 2.5, z0 - 0.5, z1 + 0.5, [32, 18, 56]);
    stage.surface(rect(-200, -30, z0, z1, 0.01), [35, 30, 55]);
    stage.surface(rect(30, 200, z0, z1, 0.01), [35, 30, 55]);
    rowingBoat(stage, 4, 20, 4.5, [5, 60, 42]);
    scatterTrees(
      stage,
      30,
      { x0: -120, x1: 120, z0: -60, z1: 250 },
      { pine: 0.3, keepOut: (x, z) => Math.abs(x) < 24 || (z > 30 && z < 50) },
    );
  },
};

/** A single house seen from its garden gate: the outside of rooms, kitchens, inns and schools. */
export const building: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 14, distance: 22, eye: 1.7, lens: 0.7 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage, place) {
    const school = place.has('school');
    const inn = place.has('inn');
    house(stage, {
      x: 0,
      z: 16,
      width: school ? 16 : 10,
      depth: 8,
      height: school ? 7 : 6,
      roofHeight: 3.5,
      wall: school ? [15, 45, 55] : inn ? [35, 40, 72] : [45, 40, 84],
      roof: school ? [210, 15, 35] : [8, 55, 38],
      floors: 2,
      windows: school ? 5 : 3,
      door: [210, 40, 30],
    });
    stage.box(2.5, 3.5, 6, 11, 16, 17, [10, 30, 40]);
    if (inn) {
      stage.box(-3.6, -1.4, 3.2, 3.3, 11.7, 11.8, [25, 40, 25]);
      stage.panel(
        [
          [-3.2, 2.2, 11.75],
          [-1.8, 2.2, 11.75],
          [-1.8, 3.1, 11.75],
          [-3.2, 3.1, 11.75],
        ],
        [5, 60, 40],
        { bias: -1 },
      );
      barrel(stage, 3.5, 11);
      barrel(stage, 4.5, 11.3);
      lamp(stage, 1.2, 11.6, 2.6, false);
    }
    if (school) {
      stage.box(-1.2, 1.2, 9, 13.5, 15, 17.4, [15, 45, 52]);
      pyramid(stage, 0, 16.2, 1.6, 13.5, 3, [210, 15, 35]);
      stage.box(9, 9.15, 0, 7, 9, 9.15, [0, 0, 80]);
      stage.panel(
        [
          [9.15, 5.6, 9.1],
          [11, 5.6, 9.1],
          [11, 7, 9.1],
          [9.15, 7, 9.1],
        ],
        [0, 70, 50],
      );
    }
    stage.surface(
      [
        [-0.6, 0, -20],
        [0.6, 0, -20],
        [0.6, 0, 12],
        [-0.6, 0, 12],
      ],
      [35, 25, 62],
    );
    const fence: [P3, P3][] = [];
    for (let x = -12; x <= 12; x += 0.8)
      if (Math.abs(x) > 1)
        fence.push([
          [x, 0, 4],
          [x, 1.1, 4],
        ]);
    fence.push(
      [
        [-12, 0.8, 4],
        [-1, 0.8, 4],
      ],
      [
        [1, 0.8, 4],
        [12, 0.8, 4],
      ],
    );
    stage.strokes(fence, [0, 0, 92], 0.3);
    for (const x of [-8, 8]) tree(stage, x, 18, 8, false);
    scatterTrees(stage, 12, { x0: -80, x1: 80, z0: 30, z1: 120 }, { pine: 0.4 });
  },
};
