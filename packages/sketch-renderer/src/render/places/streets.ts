import { type Hsl } from '../color.ts';
import { distant, paint } from '../world.ts';
import { house } from './house.ts';
import { bystander, crate, lamp, rect, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { Face, P3, Stage } from './stage.ts';
import { COBBLE, GRASS, WALLS, pyramid, strokeLines } from './town-parts.ts';

/** Places of a town: market square, street, city, village. */

/** A market stall: counter, four posts and a striped awning, goods on top. */
function stall(stage: Stage, x: number, z: number, stripe: Hsl, goods: Hsl): void {
  const w = 3;
  const d = 1.8;
  stage.box(x - w / 2, x + w / 2, 0, 0.9, z - d / 2, z + d / 2, [30, 45, 42], [30, 40, 55]);
  for (const [px, pz] of [
    [x - w / 2, z - d / 2],
    [x + w / 2, z - d / 2],
    [x - w / 2, z + d / 2],
    [x + w / 2, z + d / 2],
  ] as const) {
    stage.box(px - 0.05, px + 0.05, 0, 2.4, pz - 0.05, pz + 0.05, [30, 40, 30]);
  }
  const stripes: Face[] = [];
  const count = 6;
  for (let index = 0; index < count; index++) {
    const a = x - w / 2 - 0.2 + ((w + 0.4) * index) / count;
    const b = x - w / 2 - 0.2 + ((w + 0.4) * (index + 1)) / count;
    stripes.push({
      points: [
        [a, 2.2, z - d / 2 - 0.5],
        [b, 2.2, z - d / 2 - 0.5],
        [b, 2.7, z + d / 2],
        [a, 2.7, z + d / 2],
      ],
      color: index % 2 === 0 ? stripe : [0, 0, 96],
    });
  }
  stage.group(stripes, -1);
  crate(stage, x - 0.7, z - 0.3, 0.9, goods);
  crate(stage, x + 0.6, z - 0.3, 0.9, [goods[0] + 60, goods[1], goods[2]]);
}

export const market: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 10, distance: 16, eye: 1.7, lens: 0.62 },
  ground: { color: COBBLE, strokes: 'stone' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { rng } = stage.world;
    const colors: Hsl[] = [
      [2, 70, 48],
      [215, 60, 45],
      [130, 45, 38],
      [45, 85, 52],
      [280, 40, 45],
    ];
    const goods: Hsl[] = [
      [10, 80, 50],
      [40, 90, 55],
      [90, 60, 40],
      [330, 60, 55],
    ];
    let index = 0;
    for (const z of [2, 8, 14, 20]) {
      for (const x of [-4.5, 4.5]) {
        stall(stage, x + rng.range(-0.4, 0.4), z, colors[index % colors.length]!, goods[index % goods.length]!);
        index++;
      }
    }
    // Houses round the square, a fountain in the middle, shoppers and strings of bunting.
    for (let x = -30; x <= 30; x += 8) {
      house(stage, {
        x,
        z: 34,
        width: 7.5,
        depth: 7,
        height: rng.range(7, 11),
        roofHeight: 3,
        wall: rng.pick(WALLS),
        roof: [10, 50, 38],
        floors: 2,
        door: [25, 40, 30],
      });
    }
    for (const side of [-1, 1]) {
      for (let z = -6; z <= 26; z += 8) {
        house(stage, {
          x: side * 14,
          z,
          width: 7,
          depth: 7.5,
          height: rng.range(7, 10),
          roofHeight: 3,
          wall: rng.pick(WALLS),
          roof: [15, 45, 35],
          floors: 2,
          door: [25, 40, 30],
        });
      }
    }
    for (let shopper = 0; shopper < 10; shopper++) {
      bystander(stage, rng.range(-2.5, 2.5), rng.range(0, 24), rng.pick(colors));
    }
    const bunting: [P3, P3][] = [];
    for (const z of [5, 11, 17])
      bunting.push([
        [-10.5, 6, z],
        [10.5, 6, z + 1],
      ]);
    stage.overlay(() => {
      const { ctx, unit } = stage.world;
      for (const [a, b] of bunting) {
        for (let t = 0; t < 1; t += 0.06) {
          const p = stage.project([
            a[0] + (b[0] - a[0]) * t,
            a[1] - Math.sin(t * Math.PI) * 1.2,
            a[2] + (b[2] - a[2]) * t,
          ]);
          if (!p) continue;
          const size = (stage.camera.focal / p.d) * 0.3;
          if (size > unit * 6) continue;
          ctx.fillStyle = paint(stage.world, colors[Math.round(t * 16) % colors.length]!);
          ctx.beginPath();
          ctx.moveTo(p.x - size / 2, p.y);
          ctx.lineTo(p.x + size / 2, p.y);
          ctx.lineTo(p.x, p.y + size);
          ctx.fill();
        }
      }
    });
  },
};

/** A row of town houses facing a street along z, on the side x > 0 (side 1) or x < 0 (side −1). */
function streetFront(stage: Stage, side: number, from: number, to: number, floors: [number, number]): void {
  const { rng } = stage.world;
  for (let z = from; z < to;) {
    const width = rng.range(7, 11);
    const storeys = rng.int(floors[0], floors[1]);
    house(stage, {
      x: side * (7.5 + 5),
      z: z + width / 2,
      width: 10,
      depth: width,
      height: storeys * 3.2,
      roofHeight: 2.5,
      flat: storeys > 3,
      wall: rng.pick(WALLS),
      roof: [15, 40, 32],
      floors: storeys,
      windows: 3,
    });
    z += width;
  }
}

export const street: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 20, distance: 26, eye: 1.7, lens: 0.6 },
  ground: { color: [220, 6, 40], strokes: 'none' },
  horizon: [{ from: -180, to: 180, kind: 'city' }],
  build(stage) {
    stage.surface(rect(-7.5, -4, -400, 400), [30, 8, 62]);
    stage.surface(rect(4, 7.5, -400, 400), [30, 8, 62]);
    const dashes: [P3, P3][] = [];
    for (let z = -40; z < 300; z += 6)
      dashes.push([
        [0, 0, z],
        [0, 0, z + 3],
      ]);
    strokeLines(stage, dashes, [48, 80, 75], 0.5);
    streetFront(stage, -1, -60, 240, [2, 5]);
    streetFront(stage, 1, -60, 240, [2, 5]);
    for (let z = -30; z < 200; z += 14) {
      lamp(stage, -4.4, z, 4.5);
      lamp(stage, 4.4, z + 7, 4.5);
    }
    stage.box(1.5, 3.3, 0, 1.4, 8, 12.2, [210, 60, 45]);
    stage.box(1.7, 3.1, 1.4, 2.0, 8.8, 11.4, [210, 40, 55]);
    stage.box(-3.3, -1.5, 0, 1.4, 30, 34.2, [0, 60, 45]);
    tree(stage, 5.8, 18, 6, false);
    tree(stage, -5.8, 44, 6, false);
  },
};

export const city: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 90, distance: 220, eye: 1.7, lens: 0.8 },
  ground: { color: [220, 6, 45], strokes: 'none' },
  horizon: [{ from: -180, to: 180, kind: 'city' }],
  build(stage) {
    const { world } = stage;
    const { rng } = world;
    stage.surface(rect(-8, 8, -400, 600), [220, 8, 32]);
    // A park across from the skyline, with trees and people crossing it.
    stage.surface(rect(-400, -8, -400, 10), [95, 35, 42]);
    stage.surface(rect(8, 400, -400, 10), [95, 35, 42]);
    for (const [x, z] of [
      [-20, -100],
      [-34, -80],
      [18, -95],
      [30, -60],
      [-60, -40],
      [55, -30],
    ] as const) {
      tree(stage, x, z, 9, false);
    }
    for (let person = 0; person < 8; person++) {
      bystander(
        stage,
        rng.range(-20, 20),
        rng.range(-120, -100),
        rng.pick<Hsl>([
          [0, 55, 50],
          [210, 50, 45],
          [45, 70, 55],
        ]),
      );
    }
    const dashes: [P3, P3][] = [];
    for (let z = -30; z < 400; z += 8)
      dashes.push([
        [0, 0, z],
        [0, 0, z + 4],
      ]);
    strokeLines(stage, dashes, [48, 80, 75], 0.4);
    const glass: Hsl[] = [
      [205, 40, 62],
      [195, 35, 72],
      [220, 15, 68],
      [30, 30, 70],
      [170, 25, 60],
    ];
    for (let row = 0; row < 5; row++) {
      for (const side of [-1, 1]) {
        for (let column = 0; column < 2; column++) {
          const x = side * (20 + column * 28 + rng.range(-3, 3));
          const z = 45 + row * 34 + rng.range(-4, 4);
          const height = rng.range(25, 110) * (row > 1 ? 1 : 0.7);
          const w = rng.range(14, 20);
          const color = rng.pick(glass);
          const floors = Math.min(7, Math.round(height / 12));
          house(stage, {
            x,
            z,
            width: w,
            depth: w,
            height,
            roofHeight: 0,
            flat: true,
            wall: color,
            roof: [color[0], color[1], color[2] - 12],
            floors,
            windows: 3,
          });
        }
      }
    }
    for (let z = 0; z < 200; z += 20) {
      lamp(stage, -8.5, z, 6);
      lamp(stage, 8.5, z + 10, 6);
    }
  },
};

export const village: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 20, distance: 30, eye: 1.7, lens: 0.7 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { rng } = stage.world;
    stage.surface(
      [
        [-3, 0, -60],
        [3, 0, -60],
        [6, 0, 16],
        [-6, 0, 16],
      ],
      [35, 30, 58],
    );
    stage.surface(rect(-14, 14, 14, 30), [35, 25, 60]);
    const spots: [number, number][] = [
      [-12, 34],
      [0, 38],
      [12, 34],
      [-20, 20],
      [20, 20],
      [-18, 6],
      [18, 6],
      [-26, 44],
      [26, 44],
    ];
    for (const [x, z] of spots) {
      house(stage, {
        x,
        z,
        width: rng.range(6, 8),
        depth: 6,
        height: rng.range(3.5, 5),
        roofHeight: 3,
        wall: rng.pick(WALLS),
        roof: rng.pick<Hsl>([
          [8, 55, 40],
          [25, 40, 32],
          [40, 50, 45],
        ]),
        door: [25, 40, 30],
      });
    }
    // The church at the back with its spire, a well on the green.
    house(stage, {
      x: -2,
      z: 60,
      width: 8,
      depth: 14,
      height: 7,
      roofHeight: 4,
      wall: [40, 15, 80],
      roof: [210, 15, 35],
      door: [25, 40, 30],
    });
    stage.box(-4.5, 0.5, 0, 13, 51, 54.5, [40, 15, 78]);
    pyramid(stage, -2, 52.75, 2.5, 13, 9, [210, 15, 35]);
    stage.cutOut(0, 22, (sx, sy, scale, depth) => {
      const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
      ctx.fillStyle = distant(world, [30, 10, 60], depth);
      ctx.fillRect(sx - scale * 0.8, sy - scale * 0.9, scale * 1.6, scale * 0.9);
      ctx.fillStyle = distant(world, [25, 40, 30], depth);
      ctx.fillRect(sx - scale * 0.7, sy - scale * 2.2, scale * 0.1, scale * 1.3);
      ctx.fillRect(sx + scale * 0.6, sy - scale * 2.2, scale * 0.1, scale * 1.3);
      ctx.beginPath();
      ctx.moveTo(sx - scale, sy - scale * 2.1);
      ctx.lineTo(sx, sy - scale * 2.8);
      ctx.lineTo(sx + scale, sy - scale * 2.1);
      ctx.fillStyle = distant(world, [8, 55, 40], depth);
      ctx.fill();
    });
    scatterTrees(
      stage,
      20,
      { x0: -70, x1: 70, z0: 40, z1: 120 },
      { pine: 0.3, keepOut: (x, z) => Math.abs(x) < 30 && z < 70 },
    );
    scatterTrees(stage, 8, { x0: -60, x1: 60, z0: -60, z1: -10 }, { pine: 0.3, keepOut: (x) => Math.abs(x) < 8 });
    const fence: [P3, P3][] = [];
    for (let z = -40; z < 10; z += 2) {
      fence.push([
        [-8, 0, z],
        [-8, 1, z],
      ]);
      fence.push([
        [8, 0, z],
        [8, 1, z],
      ]);
    }
    fence.push(
      [
        [-8, 0.8, -40],
        [-8, 0.8, 10],
      ],
      [
        [8, 0.8, -40],
        [8, 0.8, 10],
      ],
    );
    stage.strokes(fence, [30, 35, 40], 0.25);
  },
};
