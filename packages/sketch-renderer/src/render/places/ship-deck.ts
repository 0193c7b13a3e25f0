import { type Hsl } from '../color.ts';
import { distant, paint } from '../world.ts';
import { barrel, lamp } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3 } from './stage.ts';
import { sailboat } from './coast.ts';

/** On the deck of a sailing ship at sea. */

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
