import { css } from '../color.ts';
import { paint } from '../world.ts';
import { starfield } from './parts.ts';
import type { IndoorDrawing } from './place-drawing.ts';
import { roomDoor, roomShell, roomShot, wallPanel } from './room-parts.ts';

export const spaceship: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 9, depth: 8, height: 3.4 },
  shot: roomShot({ width: 9, depth: 8, height: 3.4 }),
  exterior: (place) => ({ place: 'space', details: ['ship', ...place.details] }),
  build(stage) {
    const r = { width: 9, depth: 8, height: 3.4 };
    roomShell(stage, r, [210, 12, 55], [215, 10, 32], [210, 12, 42]);
    // The big viewport onto space, with a planet.
    const port = [
      [-3, 0.9, 3.97],
      [3, 0.9, 3.97],
      [2.4, 2.9, 3.97],
      [-2.4, 2.9, 3.97],
    ] as const;
    stage.surfaceDraw(() => {
      const { ctx, world } = { ctx: stage.world.ctx, world: stage.world };
      if (!stage.trace(port)) return;
      ctx.fillStyle = css([240, 50, 8]);
      ctx.fill();
      ctx.save();
      ctx.clip();
      const seen = stage.polygon(port);
      const xs = seen.map((p) => p.x);
      const ys = seen.map((p) => p.y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      const w = Math.max(...xs) - x;
      const h = Math.max(...ys) - y;
      starfield(world, x, y, w, h, 90);
      const planet = ctx.createRadialGradient(x + w * 0.7, y + h * 0.5, 0, x + w * 0.7, y + h * 0.5, h * 0.5);
      planet.addColorStop(0, css([25, 70, 60]));
      planet.addColorStop(1, css([350, 50, 25]));
      ctx.fillStyle = planet;
      ctx.beginPath();
      ctx.arc(x + w * 0.7, y + h * 0.55, h * 0.4, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
      stage.trace(port);
      ctx.lineWidth = Math.max(2, world.unit * 0.8);
      ctx.strokeStyle = paint(world, [210, 10, 70]);
      ctx.stroke();
    });
    // Consoles with glowing screens, two pilot seats, light strips.
    for (const x of [-2.2, 0, 2.2]) {
      stage.box(x - 0.9, x + 0.9, 0, 0.9, 2.6, 3.4, [215, 12, 35]);
      stage.panel(
        [
          [x - 0.7, 0.92, 2.7],
          [x + 0.7, 0.92, 2.7],
          [x + 0.7, 0.92, 3.3],
          [x - 0.7, 0.92, 3.3],
        ],
        [175, 80, 55],
        { glow: true, bias: -0.2 },
      );
    }
    for (const x of [-1.2, 1.2]) {
      stage.box(x - 0.4, x + 0.4, 0, 0.5, 1.2, 1.9, [0, 0, 70]);
      stage.box(x - 0.4, x + 0.4, 0.5, 1.4, 1.75, 1.9, [0, 0, 75]);
    }
    for (const wall of ['left', 'right'] as const) {
      wallPanel(stage, r, wall, -3.8, 3.8, 2.9, 3.0, [185, 90, 60]);
      wallPanel(stage, r, wall, -2, 2, 1.0, 2.2, [210, 15, 45]);
      for (let a = -1.8; a < 1.8; a += 0.5) wallPanel(stage, r, wall, a, a + 0.3, 1.4, 1.7, [140 + a * 40, 70, 50]);
    }
    for (const x of [-2, 2]) {
      stage.surface(
        [
          [x - 0.1, 3.38, -3.9],
          [x + 0.1, 3.38, -3.9],
          [x + 0.1, 3.38, 3.9],
          [x - 0.1, 3.38, 3.9],
        ],
        [185, 80, 70],
        { glow: true },
      );
    }
    roomDoor(stage, r, 'front', 0, [210, 15, 60]);
  },
};
