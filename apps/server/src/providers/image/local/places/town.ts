import { css, type Hsl } from '../color.ts';
import { distant, paint } from '../world.ts';
import { barrel, bystander, crate, house, lamp, rect, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { Face, P3, Stage } from './stage.ts';

/** Built places: market, street, city, village, palace, castle, temple, hut, road, finish line, bridge, a house. */

const GRASS: Hsl = [95, 35, 44];
const COBBLE: Hsl = [30, 12, 56];
const WALLS: Hsl[] = [
  [40, 50, 80],
  [15, 45, 62],
  [200, 25, 70],
  [0, 0, 90],
  [30, 35, 68],
  [350, 35, 60],
];

function strokeLines(stage: Stage, lines: readonly (readonly [P3, P3])[], color: Hsl, width: number, alpha = 1): void {
  stage.surfaceDraw(() => {
    const { ctx, unit } = stage.world;
    ctx.strokeStyle = paint(stage.world, color, alpha);
    ctx.lineWidth = Math.max(1, unit * width);
    ctx.beginPath();
    for (const [a, b] of lines) {
      const line = stage.line(a, b);
      if (!line) continue;
      ctx.moveTo(line.from.x, line.from.y);
      ctx.lineTo(line.to.x, line.to.y);
    }
    ctx.stroke();
  });
}

/** A pyramid roof or spire on a square base. */
function pyramid(stage: Stage, x: number, z: number, half: number, y0: number, height: number, color: Hsl): void {
  const apex: P3 = [x, y0 + height, z];
  const c: P3[] = [
    [x - half, y0, z - half],
    [x + half, y0, z - half],
    [x + half, y0, z + half],
    [x - half, y0, z + half],
  ];
  stage.solid(
    c.map((corner, index) => ({
      points: [corner, c[(index + 1) % 4]!, apex],
      color: [color[0], color[1], color[2] - (index % 2) * 8],
    })),
    -0.5,
  );
}

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
  shot: { focusX: 0, focusZ: 70, distance: 90, eye: 1.7, lens: 0.7 },
  ground: { color: [220, 6, 45], strokes: 'none' },
  horizon: [{ from: -180, to: 180, kind: 'city' }],
  build(stage) {
    const { world } = stage;
    const { rng } = world;
    stage.surface(rect(-8, 8, -400, 600), [220, 8, 32]);
    const dashes: [P3, P3][] = [];
    for (let z = -30; z < 400; z += 8)
      dashes.push([
        [0, 0, z],
        [0, 0, z + 4],
      ]);
    strokeLines(stage, dashes, [48, 80, 75], 0.4);
    const glass: Hsl[] = [
      [210, 25, 55],
      [200, 30, 65],
      [220, 10, 50],
      [30, 20, 60],
    ];
    for (let row = 0; row < 5; row++) {
      for (const side of [-1, 1]) {
        for (let column = 0; column < 2; column++) {
          const x = side * (20 + column * 28 + rng.range(-3, 3));
          const z = row * 34 + rng.range(-4, 4);
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

/** A domed palace: a wide front of columns on steps, a golden dome, wings, and a formal forecourt. */
export const palace: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 40, distance: 60, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const stone: Hsl = [40, 30, 86];
    const gold: Hsl = [44, 80, 52];
    stage.surface(rect(-40, 40, -10, 30), [38, 20, 74]);
    stage.surface(rect(-3, 3, -80, -10), [38, 20, 70]);
    // Wings and the central block.
    for (const x of [-30, 30]) {
      house(stage, {
        x,
        z: 42,
        width: 22,
        depth: 14,
        height: 12,
        roofHeight: 0,
        flat: true,
        wall: stone,
        roof: [40, 20, 70],
        floors: 2,
        windows: 5,
      });
      stage.cutOut(x, 42, (sx, sy, scale, depth) => dome(stage, sx, sy - 12 * scale, 4 * scale, depth, gold), {
        bias: -8,
      });
    }
    house(stage, {
      x: 0,
      z: 44,
      width: 36,
      depth: 18,
      height: 16,
      roofHeight: 0,
      flat: true,
      wall: stone,
      roof: [40, 20, 70],
      floors: 2,
      windows: 6,
      door: [30, 40, 30],
    });
    stage.cutOut(0, 44, (sx, sy, scale, depth) => dome(stage, sx, sy - 16 * scale, 11 * scale, depth, gold), {
      bias: -10,
    });
    // Portico: steps, columns and a pediment.
    for (let step = 0; step < 5; step++) {
      stage.box(-12 + step * 0.4, 12 - step * 0.4, 0, (step + 1) * 0.3, 28 + step * 0.8, 36, [40, 20, 80 - step]);
    }
    for (let index = 0; index < 8; index++) {
      const x = -10.5 + index * 3;
      stage.box(x - 0.5, x + 0.5, 1.5, 13, 31.5, 32.5, [40, 20, 92]);
    }
    stage.box(-11.5, 11.5, 13, 14.5, 31, 35, stone);
    stage.panel(
      [
        [-11.5, 14.5, 31],
        [11.5, 14.5, 31],
        [0, 18, 31],
      ],
      [40, 25, 82],
      { bias: -1 },
    );
    for (const x of [-20, 20]) {
      stage.cutOut(x, 12, (sx, sy, scale, depth) => {
        const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
        ctx.fillStyle = distant(world, [40, 20, 80], depth);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.4, scale * 2.2, scale * 0.6, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = distant(world, [200, 60, 70], depth);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.6, scale * 1.8, scale * 0.4, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = css([200, 60, 90], 0.8);
        ctx.lineWidth = Math.max(1, scale * 0.12);
        ctx.beginPath();
        ctx.moveTo(sx, sy - scale * 0.6);
        ctx.lineTo(sx, sy - scale * 2.2);
        ctx.stroke();
      });
    }
    for (let z = -60; z < -10; z += 8) {
      tree(stage, -6, z, 5, true);
      tree(stage, 6, z, 5, true);
    }
  },
};

function dome(stage: Stage, x: number, y: number, radius: number, depth: number, color: Hsl): void {
  const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
  ctx.fillStyle = distant(world, [40, 25, 80], depth);
  ctx.fillRect(x - radius * 0.9, y - radius * 0.35, radius * 1.8, radius * 0.35);
  ctx.beginPath();
  ctx.moveTo(x - radius, y - radius * 0.3);
  ctx.bezierCurveTo(x - radius, y - radius * 1.5, x + radius, y - radius * 1.5, x + radius, y - radius * 0.3);
  ctx.closePath();
  const shade = ctx.createLinearGradient(x - radius, 0, x + radius, 0);
  shade.addColorStop(0, distant(world, [color[0], color[1], color[2] + 15], depth));
  shade.addColorStop(1, distant(world, [color[0], color[1], color[2] - 12], depth));
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.fillStyle = distant(world, color, depth);
  ctx.fillRect(x - radius * 0.1, y - radius * 1.35, radius * 0.2, radius * 0.3);
  ctx.beginPath();
  ctx.arc(x, y - radius * 1.4, radius * 0.08, 0, Math.PI * 2);
  ctx.fill();
}

export const castle: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 70, distance: 95, eye: 1.7, lens: 0.8 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const stone: Hsl = [35, 10, 62];
    const roof: Hsl = [215, 45, 38];
    const [cx, cz, half] = [0, 70, 22];
    stage.surface(rect(-2, 2, -60, cz - half), [35, 25, 55]);
    // Curtain walls with battlements, round-ish corner towers with pointed roofs, the keep and the gate.
    const walls: [number, number, number, number][] = [
      [cx - half, cx + half, cz - half - 1, cz - half + 1],
      [cx - half, cx + half, cz + half - 1, cz + half + 1],
      [cx - half - 1, cx - half + 1, cz - half, cz + half],
      [cx + half - 1, cx + half + 1, cz - half, cz + half],
    ];
    for (const [x0, x1, z0, z1] of walls) {
      stage.box(x0, x1, 0, 9, z0, z1, stone);
      const alongX = x1 - x0 > z1 - z0;
      for (let t = 0; t < 1; t += 0.08) {
        const x = alongX ? x0 + (x1 - x0) * t : x0;
        const z = alongX ? z0 : z0 + (z1 - z0) * t;
        stage.box(x, x + (alongX ? 1.2 : x1 - x0), 9, 10.3, z, z + (alongX ? z1 - z0 : 1.2), stone);
      }
    }
    for (const [tx, tz] of [
      [cx - half, cz - half],
      [cx + half, cz - half],
      [cx - half, cz + half],
      [cx + half, cz + half],
    ] as const) {
      stage.box(tx - 3, tx + 3, 0, 16, tz - 3, tz + 3, stone);
      pyramid(stage, tx, tz, 3.6, 16, 8, roof);
    }
    stage.box(cx - 6, cx + 6, 0, 26, cz - 2, cz + 10, [35, 10, 66]);
    pyramid(stage, cx, cz + 4, 6.5, 26, 10, roof);
    stage.solid(
      [
        {
          points: [
            [cx - 6, 0, cz - half - 1.1],
            [cx + 6, 0, cz - half - 1.1],
            [cx + 6, 12, cz - half - 1.1],
            [cx - 6, 12, cz - half - 1.1],
          ],
          color: stone,
          details: [
            {
              points: [
                [cx - 2.2, 0, cz - half - 1.2],
                [cx + 2.2, 0, cz - half - 1.2],
                [cx + 2.2, 5, cz - half - 1.2],
                [cx, 6.5, cz - half - 1.2],
                [cx - 2.2, 5, cz - half - 1.2],
              ],
              color: [25, 35, 20],
            },
          ],
        },
        {
          points: [
            [cx - 6, 0, cz - half + 2],
            [cx + 6, 0, cz - half + 2],
            [cx + 6, 12, cz - half + 2],
            [cx - 6, 12, cz - half + 2],
          ],
          color: stone,
        },
      ],
      -2,
    );
    stage.cutOut(
      cx,
      cz + 4,
      (sx, sy, scale, depth) => {
        const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
        const top = sy - 36 * scale;
        ctx.strokeStyle = distant(world, [0, 0, 20], depth);
        ctx.lineWidth = Math.max(1, scale * 0.15);
        ctx.beginPath();
        ctx.moveTo(sx, top);
        ctx.lineTo(sx, top - 4 * scale);
        ctx.stroke();
        ctx.fillStyle = distant(world, [0, 70, 48], depth);
        ctx.beginPath();
        ctx.moveTo(sx, top - 4 * scale);
        ctx.lineTo(sx + 3 * scale, top - 3.3 * scale);
        ctx.lineTo(sx, top - 2.6 * scale);
        ctx.fill();
      },
      { bias: -20 },
    );
    scatterTrees(
      stage,
      24,
      { x0: -120, x1: 120, z0: -40, z1: 180 },
      {
        keepOut: (x, z) => (Math.abs(x) < 35 && z > 35 && z < 105) || (Math.abs(x) < 12 && z < 50),
      },
    );
  },
};

/** A classical temple: steps, a ring of columns, an entablature and a low pediment roof. */
export const temple: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 30, distance: 40, eye: 1.7, lens: 0.75 },
  ground: { color: [70, 25, 50], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const marble: Hsl = [40, 20, 88];
    const [w, d, z0] = [18, 28, 20];
    for (let step = 0; step < 3; step++) {
      stage.box(
        -w / 2 - 2 + step * 0.7,
        w / 2 + 2 - step * 0.7,
        step * 0.5,
        (step + 1) * 0.5,
        z0 - 2 + step * 0.7,
        z0 + d + 2 - step * 0.7,
        [40, 15, 80 - step * 2],
      );
    }
    stage.box(-w / 2 + 2.5, w / 2 - 2.5, 1.5, 9, z0 + 4, z0 + d - 4, [40, 20, 70]);
    const columns = 6;
    for (let index = 0; index < columns; index++) {
      const x = -w / 2 + 0.8 + (index * (w - 1.6)) / (columns - 1);
      for (const z of [z0 + 0.8, z0 + d - 0.8]) stage.box(x - 0.55, x + 0.55, 1.5, 10, z - 0.55, z + 0.55, marble);
    }
    for (let index = 1; index < 9; index++) {
      const z = z0 + 0.8 + (index * (d - 1.6)) / 9;
      for (const x of [-w / 2 + 0.8, w / 2 - 0.8]) stage.box(x - 0.55, x + 0.55, 1.5, 10, z - 0.55, z + 0.55, marble);
    }
    house(stage, {
      x: 0,
      z: z0 + d / 2,
      width: w,
      depth: d,
      height: 1.6,
      roofHeight: 3,
      wall: [40, 20, 82],
      roof: [20, 40, 55],
      windows: 0,
    });
    // Lift the roof onto the columns: draw it as a second solid at the top.
    stage.solid(
      [
        {
          points: [
            [-w / 2, 10, z0],
            [w / 2, 10, z0],
            [w / 2, 11.6, z0],
            [0, 14, z0],
            [-w / 2, 11.6, z0],
          ],
          color: [40, 25, 84],
        },
        {
          points: [
            [-w / 2, 10, z0 + d],
            [w / 2, 10, z0 + d],
            [w / 2, 11.6, z0 + d],
            [0, 14, z0 + d],
            [-w / 2, 11.6, z0 + d],
          ],
          color: [40, 25, 84],
        },
        {
          points: [
            [-w / 2, 10, z0],
            [-w / 2, 10, z0 + d],
            [-w / 2, 11.6, z0 + d],
            [-w / 2, 11.6, z0],
          ],
          color: [40, 20, 76],
        },
        {
          points: [
            [w / 2, 10, z0],
            [w / 2, 10, z0 + d],
            [w / 2, 11.6, z0 + d],
            [w / 2, 11.6, z0],
          ],
          color: [40, 20, 76],
        },
        {
          points: [
            [-w / 2, 11.6, z0],
            [0, 14, z0],
            [0, 14, z0 + d],
            [-w / 2, 11.6, z0 + d],
          ],
          color: [20, 45, 50],
        },
        {
          points: [
            [w / 2, 11.6, z0],
            [0, 14, z0],
            [0, 14, z0 + d],
            [w / 2, 11.6, z0 + d],
          ],
          color: [20, 45, 44],
        },
        {
          points: [
            [-w / 2, 10, z0],
            [w / 2, 10, z0],
            [w / 2, 10, z0 + d],
            [-w / 2, 10, z0 + d],
          ],
          color: [40, 20, 70],
        },
      ],
      -3,
    );
    stage.surface(rect(-2, 2, -60, z0 - 2), [40, 15, 70]);
    for (const x of [-16, -24, 16, 24]) tree(stage, x, z0 + 5 + Math.abs(x) * 0.5, 11, true);
    scatterTrees(stage, 10, { x0: -90, x1: 90, z0: 60, z1: 150 }, { pine: 0.8 });
  },
};

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

/** A running track: lanes, a chequered finish line and banner, crowd barriers and spectators, a grandstand. */
export const finishLine: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 20, distance: 24, eye: 1.7, lens: 0.65 },
  ground: { color: [110, 40, 42], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    const { rng } = world;
    stage.surface(rect(-6, 6, -400, 600), [12, 55, 45]);
    const lanes: [P3, P3][] = [];
    for (let x = -6; x <= 6; x += 2)
      lanes.push([
        [x, 0, -100],
        [x, 0, 600],
      ]);
    strokeLines(stage, lanes, [0, 0, 96], 0.3);
    // The chequered line across the track.
    const squares: { points: P3[]; color: Hsl }[] = [];
    for (let x = -6; x < 6; x += 0.5) {
      for (let row = 0; row < 2; row++) {
        squares.push({
          points: rect(x, x + 0.5, 20 + row * 0.5, 20.5 + row * 0.5, 0.01),
          color: (Math.round(x * 2) + row) % 2 === 0 ? [0, 0, 8] : [0, 0, 97],
        });
      }
    }
    stage.surfaceDraw(() => {
      const { ctx } = world;
      for (const square of squares) {
        if (!stage.trace(square.points)) continue;
        ctx.fillStyle = paint(world, square.color);
        ctx.fill();
      }
    });
    // The finish banner on two posts, chequered.
    for (const x of [-6.6, 6.6]) stage.box(x - 0.15, x + 0.15, 0, 5.5, 20, 20.3, [0, 0, 85]);
    const banner: { points: P3[]; color: Hsl }[] = [];
    for (let x = -6.6; x < 6.6; x += 0.55) {
      for (let row = 0; row < 3; row++) {
        const y = 4.2 + row * 0.45;
        banner.push({
          points: [
            [x, y, 20.1],
            [x + 0.55, y, 20.1],
            [x + 0.55, y + 0.45, 20.1],
            [x, y + 0.45, 20.1],
          ],
          color: (Math.round(x / 0.55) + row) % 2 === 0 ? [0, 0, 8] : [0, 0, 97],
        });
      }
    }
    stage.group(banner, -0.5);
    // Barriers along both sides with spectators behind, a grandstand further back.
    for (const side of [-1, 1]) {
      for (let z = -20; z < 120; z += 3) {
        stage.panel(
          [
            [side * 7, 0, z],
            [side * 7, 0, z + 2.9],
            [side * 7, 1.1, z + 2.9],
            [side * 7, 1.1, z],
          ],
          Math.floor(z / 3) % 2 === 0 ? [210, 60, 45] : [0, 0, 92],
        );
        if (rng.chance(0.8))
          bystander(
            stage,
            side * rng.range(7.6, 9.5),
            z + 1.5,
            rng.pick<Hsl>([
              [0, 60, 50],
              [210, 60, 50],
              [45, 80, 55],
              [120, 40, 40],
            ]),
          );
      }
      stage.solid([
        {
          points: [
            [side * 12, 0, 0],
            [side * 12, 0, 60],
            [side * 20, 8, 60],
            [side * 20, 8, 0],
          ],
          color: [210, 20, 55],
        },
        {
          points: [
            [side * 20, 0, 0],
            [side * 20, 0, 60],
            [side * 20, 8, 60],
            [side * 20, 8, 0],
          ],
          color: [210, 20, 45],
        },
        {
          points: [
            [side * 12, 0, 0],
            [side * 20, 0, 0],
            [side * 20, 8, 0],
          ],
          color: [210, 20, 40],
        },
        {
          points: [
            [side * 12, 0, 60],
            [side * 20, 0, 60],
            [side * 20, 8, 60],
          ],
          color: [210, 20, 40],
        },
      ]);
      const crowd: [P3, P3][] = [];
      for (let row = 0; row < 6; row++) {
        const t = (row + 0.5) / 6;
        crowd.push([
          [side * (12 + 8 * t), 8 * t + 0.3, 0.5],
          [side * (12 + 8 * t), 8 * t + 0.3, 59.5],
        ]);
      }
      stage.overlay(() => {
        const { ctx, unit } = world;
        for (const [a, b] of crowd) {
          const line = stage.line(a, b);
          if (!line) continue;
          ctx.setLineDash([unit * 0.5, unit * 0.5]);
          ctx.strokeStyle = paint(world, [rng.pick([0, 45, 210]), 60, 55]);
          ctx.lineWidth = Math.max(1, (unit * 0.8 * (stage.camera.focal / Math.max(1, line.from.d))) / 40);
          ctx.beginPath();
          ctx.moveTo(line.from.x, line.from.y);
          ctx.lineTo(line.to.x, line.to.y);
          ctx.stroke();
        }
        ctx.setLineDash([]);
      });
    }
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
