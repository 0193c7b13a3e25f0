import type { Hsl } from '../color.ts';
import { paint } from '../world.ts';
import type { P3, Stage } from './stage.ts';

/** Shared by the built places: colours of walls and paving, lines on the ground, pointed roofs. */

export const GRASS: Hsl = [95, 35, 44];
export const COBBLE: Hsl = [30, 12, 56];
export const WALLS: Hsl[] = [
  [40, 50, 80],
  [15, 45, 62],
  [200, 25, 70],
  [0, 0, 90],
  [30, 35, 68],
  [350, 35, 60],
];

/** Lines drawn on the ground in the order added (lane markings, road dashes). */
export function strokeLines(
  stage: Stage,
  lines: readonly (readonly [P3, P3])[],
  color: Hsl,
  width: number,
  alpha = 1,
): void {
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
export function pyramid(
  stage: Stage,
  x: number,
  z: number,
  half: number,
  y0: number,
  height: number,
  color: Hsl,
): void {
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
