import type { Hsl } from '../color.ts';
import { paint } from '../world.ts';
import { bystander, rect } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3 } from './stage.ts';
import { strokeLines } from './town-parts.ts';

/** A running track: lanes, a chequered finish line and banner, crowd barriers and spectators, a grandstand. */
export const finishLine: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 22, distance: 15, eye: 1.7, lens: 0.5 },
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
      // Spectators on the stand: a head and shoulders every seat, in a few shirt colours.
      const seats: P3[] = [];
      for (let row = 0; row < 6; row++) {
        const t = (row + 0.5) / 6;
        for (let z = 0.6; z < 59.5; z += 0.7) seats.push([side * (12 + 8 * t), 8 * t + 0.35, z]);
      }
      const shirts: Hsl[] = [
        [0, 60, 50],
        [45, 80, 55],
        [210, 60, 50],
        [120, 40, 40],
      ];
      stage.solidDraw(
        [side * 16, 4, 30],
        () => {
          const { ctx } = world;
          for (const [colour, shirt] of shirts.entries()) {
            ctx.beginPath();
            seats.forEach((seat, seatIndex) => {
              if (seatIndex % shirts.length !== colour) return;
              const seen = stage.project(seat);
              if (!seen) return;
              const r = Math.min(40, (stage.camera.focal / seen.d) * 0.25);
              ctx.moveTo(seen.x + r, seen.y);
              ctx.arc(seen.x, seen.y, r, 0, Math.PI * 2);
            });
            ctx.fillStyle = paint(world, shirt);
            ctx.fill();
          }
        },
        -1,
      );
    }
  },
};
