import type { Hsl } from './color.ts';
import { distant, ink, paint, type World } from './world.ts';

/** Flat drawings the place stages stand in the world as cut-outs: trees, a cactus, a boulder, a sailing boat. */

/** A pine: stacked triangles on a short trunk; baseY is where the trunk meets the ground. */
export function drawConifer(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx } = world;
  const green: Hsl = world.spec.snow ? [150, 20, 34] : [135, 35, 26];
  ctx.fillStyle = distant(world, [25, 35, 25], depth);
  ctx.fillRect(x - size * 0.05, baseY - size * 0.18, size * 0.1, size * 0.18);
  for (let layer = 0; layer < 3; layer++) {
    const top = baseY - size * (1 - layer * 0.22);
    const bottom = baseY - size * (0.12 + (2 - layer) * 0.18);
    const half = size * (0.22 + layer * 0.07);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, bottom);
    ctx.lineTo(x - half, bottom);
    ctx.closePath();
    ctx.fillStyle = distant(world, [green[0], green[1], green[2] + layer * 3], depth);
    ctx.fill();
    ctx.strokeStyle = distant(world, [green[0], green[1], green[2] - 12], depth, 0.7);
    ctx.lineWidth = Math.max(1, world.unit * 0.12);
    ctx.stroke();
    if (world.spec.snow) {
      ctx.fillStyle = distant(world, [210, 30, 96], depth);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x + half * 0.35, top + (bottom - top) * 0.35);
      ctx.lineTo(x - half * 0.35, top + (bottom - top) * 0.35);
      ctx.fill();
    }
  }
}

/** A round-crowned tree with a highlight on its sunny side. */
export function drawLeafyTree(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx, rng } = world;
  const leaves: Hsl = world.spec.snow ? [30, 10, 45] : [rng.range(85, 125), 40, 34];
  ctx.fillStyle = distant(world, [25, 35, 28], depth);
  ctx.beginPath();
  ctx.moveTo(x - size * 0.06, baseY);
  ctx.lineTo(x - size * 0.035, baseY - size * 0.55);
  ctx.lineTo(x + size * 0.035, baseY - size * 0.55);
  ctx.lineTo(x + size * 0.06, baseY);
  ctx.fill();
  ctx.beginPath();
  const blobs = [
    [0, -0.72, 0.3],
    [-0.2, -0.6, 0.22],
    [0.21, -0.6, 0.22],
    [-0.1, -0.88, 0.2],
    [0.12, -0.86, 0.2],
  ] as const;
  for (const [dx, dy, r] of blobs) {
    ctx.moveTo(x + dx * size + r * size, baseY + dy * size);
    ctx.arc(x + dx * size, baseY + dy * size, r * size, 0, Math.PI * 2);
  }
  ctx.fillStyle = distant(world, leaves, depth);
  ctx.fill();
  ctx.strokeStyle = distant(world, [leaves[0], leaves[1], leaves[2] - 14], depth, 0.6);
  ctx.lineWidth = Math.max(1, world.unit * 0.12);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x + size * 0.1, baseY - size * 0.8, size * 0.13, 0, Math.PI * 2);
  ctx.fillStyle = distant(world, [leaves[0] - 10, leaves[1], leaves[2] + 12], depth, 0.7);
  ctx.fill();
}

/** A saguaro cactus. */
export function drawCactus(world: World, x: number, baseY: number, size: number): void {
  const { ctx } = world;
  const green: Hsl = [110, 30, 36];
  const arm = (ax: number, ay: number, up: number, out: number): void => {
    ctx.beginPath();
    ctx.moveTo(x + ax, baseY - ay);
    ctx.lineTo(x + ax + out, baseY - ay);
    ctx.lineTo(x + ax + out, baseY - ay - up);
    ctx.lineWidth = size * 0.1;
    ctx.lineCap = 'round';
    ctx.strokeStyle = paint(world, green);
    ctx.stroke();
  };
  arm(0, size * 0.45, size * 0.22, -size * 0.18);
  arm(0, size * 0.6, size * 0.2, size * 0.18);
  ctx.beginPath();
  ctx.moveTo(x, baseY);
  ctx.lineTo(x, baseY - size);
  ctx.lineWidth = size * 0.14;
  ctx.strokeStyle = paint(world, green);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** A boulder. */
export function drawRock(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx, rng } = world;
  ctx.beginPath();
  ctx.moveTo(x - size, baseY);
  ctx.lineTo(x - size * rng.range(0.6, 0.9), baseY - size * rng.range(0.4, 0.6));
  ctx.lineTo(x - size * 0.1, baseY - size * rng.range(0.6, 0.8));
  ctx.lineTo(x + size * rng.range(0.5, 0.8), baseY - size * rng.range(0.35, 0.55));
  ctx.lineTo(x + size, baseY);
  ctx.closePath();
  ctx.fillStyle = distant(world, [30, 8, 48], depth);
  ctx.fill();
  ctx.strokeStyle = ink(world, [30, 8, 48]);
  ctx.lineWidth = Math.max(1, world.unit * 0.15);
  ctx.stroke();
}

/** A sailing boat floating at waterline `y`. */
export function drawSailboat(world: World, x: number, y: number, size: number, depth: number): void {
  const { ctx, rng } = world;
  const hull: Hsl = rng.pick<Hsl>([
    [10, 50, 38],
    [210, 40, 30],
    [30, 40, 40],
  ]);
  ctx.beginPath();
  ctx.moveTo(x - size * 0.5, y - size * 0.12);
  ctx.lineTo(x + size * 0.5, y - size * 0.12);
  ctx.lineTo(x + size * 0.36, y + size * 0.04);
  ctx.lineTo(x - size * 0.36, y + size * 0.04);
  ctx.closePath();
  ctx.fillStyle = distant(world, hull, depth);
  ctx.fill();
  ctx.strokeStyle = distant(world, [20, 20, 15], depth, 0.8);
  ctx.lineWidth = Math.max(1, size * 0.02);
  ctx.beginPath();
  ctx.moveTo(x, y - size * 0.12);
  ctx.lineTo(x, y - size * 0.95);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + size * 0.03, y - size * 0.9);
  ctx.lineTo(x + size * 0.38, y - size * 0.2);
  ctx.lineTo(x + size * 0.03, y - size * 0.2);
  ctx.closePath();
  ctx.fillStyle = distant(world, [45, 30, 94], depth);
  ctx.fill();
  ctx.stroke();
}
