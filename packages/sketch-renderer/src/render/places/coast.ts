import { css, type Hsl } from '../color.ts';
import { drawSailboat } from '../landscape.ts';
import { distant, paint, type World } from '../world.ts';
import type { HorizonSector } from './horizon.ts';
import { house } from './house.ts';
import { barrel, bollard, crate, glow, lamp, rect, rock, rowingBoat, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3, Stage } from './stage.ts';

/** Places by the water: lighthouse and harbour here, beach, open sea and cliff in seashore.ts. */

export const LAND_BEHIND: HorizonSector[] = [
  { from: 100, to: 180, kind: 'hills' },
  { from: -180, to: -100, kind: 'hills' },
];
export const GRASS: Hsl = [95, 35, 44];
const ROCK: Hsl = [30, 8, 42];
export const HULLS: Hsl[] = [
  [5, 60, 42],
  [210, 50, 38],
  [140, 35, 32],
  [45, 70, 50],
];

/** A sailing boat on the water, from the old drawer, at a place in the world. */
export function sailboat(stage: Stage, x: number, z: number, mast: number): void {
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
export function blob(cx: number, cz: number, rx: number, rz: number, world: World, y = 0): P3[] {
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
