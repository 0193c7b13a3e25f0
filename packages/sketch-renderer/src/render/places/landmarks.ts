import { css, type Hsl } from '../color.ts';
import { distant } from '../world.ts';
import { house } from './house.ts';
import { rect, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { Stage } from './stage.ts';
import { GRASS, pyramid } from './town-parts.ts';

/** Landmarks: a domed palace, a castle, a classical temple. */

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
