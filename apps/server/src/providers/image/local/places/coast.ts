import { css, type Hsl } from '../color.ts';
import { drawSailboat } from '../buildings.ts';
import { distant, paint, type World } from '../world.ts';
import type { PlaceView } from './camera.ts';
import type { HorizonSector } from './horizon.ts';
import { barrel, bollard, crate, glow, house, lamp, rect, rock, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { Frame, OutdoorDrawing } from './place-drawing.ts';
import type { Camera, P3, Stage } from './stage.ts';

/** Places by the water: lighthouse, harbour, beach, open sea, cliff, sea cave, a ship's deck. */

const LAND_BEHIND: HorizonSector[] = [
  { from: 100, to: 180, kind: 'hills' },
  { from: -180, to: -100, kind: 'hills' },
];
const GRASS: Hsl = [95, 35, 44];
const ROCK: Hsl = [30, 8, 42];
const HULLS: Hsl[] = [
  [5, 60, 42],
  [210, 50, 38],
  [140, 35, 32],
  [45, 70, 50],
];

/** A sailing boat on the water, from the old drawer, at a place in the world. */
function sailboat(stage: Stage, x: number, z: number, mast: number): void {
  stage.cutOut(x, z, (sx, sy, scale, depth) => drawSailboat(stage.world, sx, sy, mast * scale, depth), { y: -0.3 });
}

/** The lighthouse: a tapering tower in red and white bands, gallery, lamp room, cap; its beam sweeps the dark. */
export function lighthouseTower(stage: Stage, x: number, z: number, height: number): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const h = height * scale;
    const bottom = h * 0.2;
    const top = h * 0.13;
    const towerTop = sy - h * 0.78;
    const bands = 5;
    for (let band = 0; band < bands; band++) {
      const t0 = band / bands;
      const t1 = (band + 1) / bands;
      const y0 = sy - (sy - towerTop) * t0;
      const y1 = sy - (sy - towerTop) * t1;
      const w0 = bottom + (top - bottom) * t0;
      const w1 = bottom + (top - bottom) * t1;
      ctx.beginPath();
      ctx.moveTo(sx - w0 / 2, y0);
      ctx.lineTo(sx - w1 / 2, y1);
      ctx.lineTo(sx + w1 / 2, y1);
      ctx.lineTo(sx + w0 / 2, y0);
      ctx.closePath();
      ctx.fillStyle = distant(world, band % 2 === 0 ? [0, 0, 95] : [2, 70, 46], depth);
      ctx.fill();
    }
    // Shade the right side so it reads as round.
    ctx.beginPath();
    ctx.moveTo(sx + bottom * 0.15, sy);
    ctx.lineTo(sx + top * 0.15, towerTop);
    ctx.lineTo(sx + top / 2, towerTop);
    ctx.lineTo(sx + bottom / 2, sy);
    ctx.fillStyle = css([220, 30, 10], 0.18);
    ctx.fill();
    ctx.fillStyle = distant(world, [25, 40, 25], depth);
    ctx.fillRect(sx - bottom * 0.12, sy - h * 0.09, bottom * 0.24, h * 0.09);
    for (const t of [0.35, 0.6]) ctx.fillRect(sx - top * 0.1, sy - h * t, top * 0.2, h * 0.04);
    // Gallery with railing, the lamp room and its red cap.
    const gallery = towerTop;
    ctx.fillStyle = distant(world, [220, 15, 20], depth);
    ctx.fillRect(sx - top * 0.8, gallery - h * 0.02, top * 1.6, h * 0.025);
    ctx.strokeStyle = distant(world, [220, 15, 20], depth);
    ctx.lineWidth = Math.max(1, h * 0.004);
    ctx.strokeRect(sx - top * 0.75, gallery - h * 0.06, top * 1.5, h * 0.04);
    const lampTop = gallery - h * 0.14;
    const shining = world.spec.time !== 'day' || world.spec.storm || world.spec.fog;
    ctx.fillStyle = shining ? css([50, 100, 78]) : distant(world, [190, 30, 80], depth);
    ctx.fillRect(sx - top * 0.45, lampTop, top * 0.9, h * 0.12);
    ctx.strokeStyle = distant(world, [220, 15, 20], depth);
    ctx.beginPath();
    for (const f of [-0.45, -0.15, 0.15, 0.45]) {
      ctx.moveTo(sx + top * f, lampTop);
      ctx.lineTo(sx + top * f, gallery - h * 0.02);
    }
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(sx - top * 0.6, lampTop);
    ctx.quadraticCurveTo(sx, lampTop - h * 0.12, sx + top * 0.6, lampTop);
    ctx.closePath();
    ctx.fillStyle = distant(world, [2, 70, 40], depth);
    ctx.fill();
    if (shining) {
      const cy = lampTop + h * 0.06;
      glow(world, sx, cy, h * 0.35, 1.4);
      ctx.save();
      ctx.globalCompositeOperation = 'screen';
      for (const direction of [-1, 1]) {
        const beam = ctx.createLinearGradient(sx, cy, sx + direction * world.width * 0.8, cy);
        beam.addColorStop(0, css([50, 100, 85], 0.7));
        beam.addColorStop(1, css([50, 100, 85], 0));
        ctx.fillStyle = beam;
        ctx.beginPath();
        ctx.moveTo(sx, cy);
        ctx.lineTo(sx + direction * world.width * 0.8, cy - h * (direction > 0 ? 0.35 : 0.15));
        ctx.lineTo(sx + direction * world.width * 0.8, cy + h * (direction > 0 ? 0.05 : 0.2));
        ctx.closePath();
        ctx.fill();
      }
      ctx.restore();
    }
  });
}

/** A jagged low island or headland of rock between two points along x at depth z. */
function rockyShore(stage: Stage, x0: number, x1: number, z0: number, z1: number, count: number): void {
  const { rng } = stage.world;
  for (let index = 0; index < count; index++) {
    rock(stage, rng.range(x0, x1), rng.range(z0, z1), rng.range(1.5, 5));
  }
}

/** An irregular ground shape around a centre (a headland, an island). */
function blob(cx: number, cz: number, rx: number, rz: number, world: World, y = 0): P3[] {
  const points: P3[] = [];
  for (let index = 0; index < 16; index++) {
    const a = (index / 16) * Math.PI * 2;
    const r = world.rng.range(0.8, 1.15);
    points.push([cx + Math.sin(a) * rx * r, y, cz + Math.cos(a) * rz * r]);
  }
  return points;
}

export const lighthouse: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 40, distance: 80, eye: 4, lens: 0.8 },
  ground: 'sea',
  horizon: LAND_BEHIND,
  build(stage) {
    const { world } = stage;
    // The mainland behind the default camera, a rocky headland reaching out to the tower.
    stage.surface(rect(-900, 900, -900, -6), GRASS);
    stage.surface(
      [
        [-22, 0, -8],
        [18, 0, -8],
        [16, 0, 30],
        [12, 0, 52],
        [-4, 0, 58],
        [-14, 0, 44],
        [-20, 0, 20],
      ],
      [90, 25, 40],
    );
    stage.surface(blob(0, 46, 16, 16, world), ROCK);
    stage.surface(
      [
        [-1.2, 0, -30],
        [1.2, 0, -30],
        [0.9, 0, 38],
        [-0.9, 0, 38],
      ],
      [35, 25, 62],
    );
    lighthouseTower(stage, 0, 44, 30);
    house(stage, {
      x: 9,
      z: 38,
      width: 6,
      depth: 5,
      height: 3,
      roofHeight: 2,
      wall: [0, 0, 92],
      roof: [2, 55, 38],
      door: [210, 40, 30],
    });
    rockyShore(stage, -20, 20, 50, 64, 10);
    rockyShore(stage, -24, -12, 0, 40, 5);
    sailboat(stage, -60, 220, 9);
    for (let index = 0; index < 4; index++) tree(stage, -40 + index * 9, -20 - index * 3, 7, false);
  },
};

export const harbour: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 16, distance: 24, eye: 1.7, lens: 0.75 },
  ground: 'sea',
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { rng } = stage.world;
    const stone: Hsl = [35, 12, 58];
    // The quay the camera stands on, its edge, and a jetty out on the left.
    stage.surface(rect(-400, 400, -400, 0), stone);
    stage.surface(
      [
        [-400, 0, 0],
        [400, 0, 0],
        [400, -1.2, 0],
        [-400, -1.2, 0],
      ],
      [35, 10, 40],
    );
    stage.surface(rect(-34, -24, 0, 60), [30, 35, 42]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = stage.world;
      ctx.strokeStyle = paint(stage.world, [30, 30, 28], 0.5);
      ctx.lineWidth = Math.max(1, unit * 0.1);
      ctx.beginPath();
      for (let z = 1; z < 60; z += 1.2) {
        const line = stage.line([-34, 0, z], [-24, 0, z]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    // The far side of the harbour: a row of houses and a small lighthouse at the mouth.
    stage.surface(rect(-400, 400, 80, 400), stone);
    for (let x = -70; x < 70; x += 9) {
      house(stage, {
        x,
        z: 88,
        width: 8,
        depth: 8,
        height: rng.range(6, 10),
        roofHeight: 3,
        wall: rng.pick<Hsl>([
          [40, 50, 80],
          [15, 45, 62],
          [200, 30, 70],
          [0, 0, 92],
        ]),
        roof: [10, 50, 38],
        windows: 2,
        floors: 2,
        door: [25, 40, 30],
      });
    }
    lighthouseTower(stage, 38, 74, 14);
    // Warehouses along the jetty and behind the quay.
    for (const z of [10, 26, 42]) {
      house(stage, {
        x: -38,
        z,
        width: 8,
        depth: 14,
        height: 7,
        roofHeight: 2.5,
        wall: [15, 45, 45],
        roof: [210, 12, 35],
        windows: 3,
        door: [30, 30, 25],
      });
    }
    for (const x of [-20, 0, 20]) {
      house(stage, {
        x,
        z: -14,
        width: 16,
        depth: 10,
        height: 8,
        roofHeight: 3,
        wall: [28, 35, 55],
        roof: [210, 12, 35],
        windows: 4,
        door: [30, 30, 25],
      });
    }
    // Bollards on the edge, crates, nets, barrels, and boats moored along the quay.
    for (let x = -20; x <= 24; x += 5) bollard(stage, x, -0.4);
    crate(stage, 6, -3, 1.2, [200, 30, 70]);
    crate(stage, 7.4, -3.6, 1.2, [30, 70, 55]);
    barrel(stage, -6, -2.5);
    barrel(stage, -7, -3.2);
    lamp(stage, 12, -1.5, 4);
    lamp(stage, -14, -1.5, 4);
    for (const [index, x] of [-14, -4, 6, 16].entries())
      rowingBoat(stage, x, 7 + (index % 2) * 4, 5, HULLS[index]!, index % 2 === 0);
    sailboat(stage, 10, 30, 10);
    sailboat(stage, -8, 50, 12);
  },
};

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

export const cliff: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 14, distance: 22, eye: 1.7, lens: 0.75 },
  ground: 'sea',
  horizon: LAND_BEHIND,
  build(stage) {
    const { world } = stage;
    const face: Hsl = [30, 15, 50];
    const edge: P3[] = [];
    for (let x = -300; x <= 300; x += 15)
      edge.push([x, 0, 12 + Math.sin(x * 0.07) * 5 + (x > 20 ? (x - 20) * 0.8 : 0)]);
    stage.surface([[-300, 0, -400], [300, 0, -400], ...edge.slice().reverse()], GRASS, { outline: false });
    // The cliff face falls from the edge to the sea far below; a second headland shows its face to the camera.
    for (let index = 0; index + 1 < edge.length; index++) {
      const [a, b] = [edge[index]!, edge[index + 1]!];
      stage.panel([a, b, [b[0], -70, b[2] + 3], [a[0], -70, a[2] + 3]], [face[0], face[1], face[2] - (index % 3) * 3], {
        bias: 50,
        facing: [0, 0, 1],
      });
    }
    const head: P3[] = [
      [-120, 0, 60],
      [-60, 0, 70],
      [-40, 0, 120],
      [-120, 0, 160],
    ];
    stage.surface(
      head.map(([x, , z]) => [x, -0.5, z] as P3),
      GRASS,
    );
    stage.panel([head[0]!, head[1]!, [-60, -70, 70], [-120, -70, 60]], face, { bias: 100, facing: [-0.2, 0, -1] });
    stage.panel([head[1]!, head[2]!, [-40, -70, 120], [-60, -70, 70]], [face[0], face[1], face[2] - 8], {
      bias: 100,
      facing: [1, 0, -0.4],
    });
    stage.surface(
      [
        [-1, 0, -30],
        [1, 0, -30],
        [4, 0, 10],
        [2, 0, 10],
      ],
      [35, 30, 60],
    );
    rock(stage, 6, 8, 2.5);
    rock(stage, -9, 6, 1.8);
    for (let index = 0; index < 4; index++) {
      stage.cutOut(-10 + index * 8, 30 + index * 5, (sx, sy, scale) => gull(world, sx, sy, scale), { y: 3 + index });
    }
    sailboat(stage, 30, 200, 10);
    scatterTrees(stage, 6, { x0: -80, x1: -10, z0: -60, z1: -5 }, { pine: 0.7 });
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
        [160, 45, 0],
        [-160, 45, 0],
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
      stage.surface(
        [
          [-160, 0, 0],
          [160, 0, 0],
          [160, 0, -600],
          [-160, 0, -600],
        ],
        [95, 30, 40],
      );
      stage.surfaceDraw(() => {
        const { ctx } = world;
        if (!stage.trace(arch)) return;
        ctx.fillStyle = css([25, 20, 8]);
        ctx.fill();
      });
      stage.surfaceDraw(cliffFace);
      scatterTrees(stage, 12, { x0: -120, x1: 120, z0: -120, z1: -50 }, { pine: 0.7 });
    }
  },
};

export const shipDeck: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 8, distance: 14, eye: 1.7, lens: 0.6 },
  ground: 'sea',
  horizon: [],
  build(stage) {
    const { world } = stage;
    const plank: Hsl = [32, 40, 52];
    const hull: P3[] = [
      [-4.5, 0, -12],
      [4.5, 0, -12],
      [4.5, 0, 14],
      [2.5, 0, 22],
      [0, 0, 25],
      [-2.5, 0, 22],
      [-4.5, 0, 14],
    ];
    stage.surface(hull, plank);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = paint(world, [30, 35, 30], 0.6);
      ctx.lineWidth = Math.max(1, unit * 0.12);
      ctx.beginPath();
      for (let x = -4.2; x < 4.5; x += 0.45) {
        const line = stage.line([x, 0, -12], [x * (x > 2.5 || x < -2.5 ? 1 : 1), 0, 22 - Math.abs(x) * 1.2]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    // The rail round the deck: posts and a top rail.
    const wood: Hsl = [25, 45, 32];
    for (let index = 0; index + 1 < hull.length; index++) {
      const a = hull[index]!;
      const b = hull[index + 1]!;
      if (index === 0) continue;
      stage.panel([a, b, [b[0], 1.0, b[2]], [a[0], 1.0, a[2]]], [25, 40, 38], { bias: 0 });
    }
    stage.panel(
      [
        [-4.5, 0, -12],
        [-4.5, 0, 14],
        [-4.5, 1, 14],
        [-4.5, 1, -12],
      ],
      [25, 40, 38],
    );
    // Mast, yard and sail; rigging to the rails.
    stage.box(-0.2, 0.2, 0, 18, 5.8, 6.2, wood);
    stage.box(-5, 5, 14, 14.3, 5.7, 6.0, wood);
    stage.group([
      {
        points: [
          [-4.8, 14, 6.3],
          [4.8, 14, 6.3],
          [4.2, 5, 6.8],
          [-4.2, 5, 6.8],
        ],
        color: [40, 30, 88],
      },
    ]);
    stage.overlay(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = paint(world, [30, 20, 25], 0.7);
      ctx.lineWidth = Math.max(1, unit * 0.1);
      ctx.beginPath();
      for (const [a, b] of [
        [
          [0, 18, 6],
          [-4.5, 1, 1],
        ],
        [
          [0, 18, 6],
          [4.5, 1, 1],
        ],
        [
          [0, 18, 6],
          [0, 1, 25],
        ],
        [
          [0, 18, 6],
          [-4.5, 1, 12],
        ],
        [
          [0, 18, 6],
          [4.5, 1, 12],
        ],
      ] as const) {
        const line = stage.line(a, b);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    // The stern cabin with the wheel behind the default camera; barrels, a coil of rope, a lantern.
    stage.box(-3.5, 3.5, 0, 2.4, -12, -8, [28, 40, 40], [28, 35, 30]);
    stage.cutOut(0, -7.5, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.strokeStyle = distant(world, [25, 50, 30], depth);
      ctx.lineWidth = Math.max(1, scale * 0.08);
      ctx.beginPath();
      ctx.arc(sx, sy - scale * 1.3, scale * 0.5, 0, Math.PI * 2);
      for (let index = 0; index < 8; index++) {
        const a = (index / 8) * Math.PI * 2;
        ctx.moveTo(sx, sy - scale * 1.3);
        ctx.lineTo(sx + Math.cos(a) * scale * 0.7, sy - scale * 1.3 + Math.sin(a) * scale * 0.7);
      }
      ctx.moveTo(sx, sy);
      ctx.lineTo(sx, sy - scale * 1.3);
      ctx.stroke();
    });
    barrel(stage, 3.4, 2);
    barrel(stage, 3.0, 3.2);
    barrel(stage, -3.4, 10);
    stage.cutOut(-2.6, 3, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.strokeStyle = distant(world, [35, 40, 60], depth);
      ctx.lineWidth = Math.max(1, scale * 0.1);
      for (let index = 0; index < 4; index++) {
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.1 * index, scale * (0.6 - index * 0.1), scale * 0.2, 0, 0, Math.PI * 2);
        ctx.stroke();
      }
    });
    lamp(stage, 3.8, -7.6, 2.6, false);
    sailboat(stage, -60, 200, 12);
  },
};
