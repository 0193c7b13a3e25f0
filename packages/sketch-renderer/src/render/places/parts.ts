import { css, type Hsl } from '../color.ts';
import { drawConifer, drawLeafyTree, drawRock } from '../landscape.ts';
import { distant, type World } from '../world.ts';
import type { P3, Stage } from './stage.ts';

/** Building blocks shared by the place drawings: trees, rocks, boats, lights, crowds (houses in house.ts). */

export function isNight(world: World): boolean {
  return world.spec.time === 'night';
}

/** A tree cut-out: a pine or a leafy tree, `height` metres tall. */
export function tree(stage: Stage, x: number, z: number, height: number, pine: boolean): void {
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    if (pine) drawConifer(stage.world, sx, sy, height * scale, depth);
    else drawLeafyTree(stage.world, sx, sy, height * scale, depth);
  });
}

/** A boulder `size` metres across. */
export function rock(stage: Stage, x: number, z: number, size: number): void {
  stage.cutOut(x, z, (sx, sy, scale, depth) => drawRock(stage.world, sx, sy, (size * scale) / 2, depth));
}

/** Trees scattered over a rectangle of the ground, skipping a keep-out test. */
export function scatterTrees(
  stage: Stage,
  count: number,
  area: { x0: number; x1: number; z0: number; z1: number },
  options: { pine?: number; height?: [number, number]; keepOut?: (x: number, z: number) => boolean } = {},
): void {
  const { rng } = stage.world;
  for (let index = 0; index < count; index++) {
    const x = rng.range(area.x0, area.x1);
    const z = rng.range(area.z0, area.z1);
    const height = rng.range(...(options.height ?? [6, 12]));
    const pine = rng.chance(options.pine ?? 0.5);
    if (options.keepOut?.(x, z)) continue;
    tree(stage, x, z, height, pine);
  }
}

/** A ground rectangle from x0..x1 and z0..z1 at height y. */
export function rect(x0: number, x1: number, z0: number, z1: number, y = 0): P3[] {
  return [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
}

/** A warm glow around a lamp, strong at night and faint by day. */
export function glow(world: World, x: number, y: number, radius: number, strength = 1): void {
  const { ctx } = world;
  const alpha = (world.spec.time === 'night' ? 0.42 : 0.2) * strength;
  // A lamp at the lens would repaint the whole frame: its glow is capped to a part of the frame.
  radius = Math.min(radius, world.width * 0.45);
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, css([42, 100, 72], alpha));
  gradient.addColorStop(1, css([42, 100, 60], 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** A small rowing or fishing boat seen broadside, `length` metres long, sitting on the water at its base. */
export function rowingBoat(stage: Stage, x: number, z: number, length: number, hull: Hsl, mast = false): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const half = (length * scale) / 2;
    const tall = length * scale * 0.22;
    const bob = Math.sin(x * 1.7 + z) * tall * (world.spec.storm ? 0.5 : 0.1);
    const y = sy + bob;
    ctx.save();
    if (world.spec.storm) {
      ctx.translate(sx, y);
      ctx.rotate(Math.sin(x + z * 2.3) * 0.18);
      ctx.translate(-sx, -y);
    }
    if (mast) {
      ctx.strokeStyle = distant(world, [25, 30, 25], depth);
      ctx.lineWidth = Math.max(1, scale * 0.12);
      ctx.beginPath();
      ctx.moveTo(sx, y - tall);
      ctx.lineTo(sx, y - length * scale * 0.9);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(sx + scale * 0.1, y - length * scale * 0.85);
      ctx.lineTo(sx + half * 0.8, y - tall * 1.2);
      ctx.lineTo(sx + scale * 0.1, y - tall * 1.2);
      ctx.closePath();
      ctx.fillStyle = distant(world, [40, 30, 88], depth);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.moveTo(sx - half, y - tall);
    ctx.lineTo(sx + half, y - tall);
    ctx.quadraticCurveTo(sx + half * 0.8, y + tall * 0.1, sx + half * 0.5, y + tall * 0.15);
    ctx.lineTo(sx - half * 0.5, y + tall * 0.15);
    ctx.quadraticCurveTo(sx - half * 0.8, y + tall * 0.1, sx - half, y - tall);
    ctx.closePath();
    ctx.fillStyle = distant(world, hull, depth);
    ctx.fill();
    ctx.lineWidth = Math.max(1, scale * 0.05);
    ctx.strokeStyle = distant(world, [hull[0], hull[1], hull[2] - 20], depth);
    ctx.stroke();
    ctx.fillStyle = distant(world, [0, 0, 94], depth);
    ctx.fillRect(sx - half * 0.9, y - tall, half * 1.8, Math.max(1, tall * 0.18));
    ctx.restore();
  });
}

/** A short bollard on a quay, with a rope loop. */
export function bollard(stage: Stage, x: number, z: number): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const w = scale * 0.35;
    const h = scale * 0.7;
    ctx.fillStyle = distant(world, [220, 10, 22], depth);
    ctx.fillRect(sx - w / 2, sy - h, w, h);
    ctx.beginPath();
    ctx.ellipse(sx, sy - h, w * 0.75, w * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
  });
}

/** A crate of goods (fruit, fish, fabric) `size` metres wide. */
export function crate(stage: Stage, x: number, z: number, size: number, goods: Hsl): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const w = size * scale;
    const h = w * 0.6;
    ctx.fillStyle = distant(world, [32, 45, 45], depth);
    ctx.fillRect(sx - w / 2, sy - h, w, h);
    ctx.strokeStyle = distant(world, [30, 40, 28], depth);
    ctx.lineWidth = Math.max(1, w * 0.04);
    ctx.strokeRect(sx - w / 2, sy - h, w, h);
    ctx.beginPath();
    ctx.moveTo(sx - w / 2, sy - h / 2);
    ctx.lineTo(sx + w / 2, sy - h / 2);
    ctx.stroke();
    ctx.fillStyle = distant(world, goods, depth);
    const r = w * 0.11;
    ctx.beginPath();
    for (let index = 0; index < 4; index++) {
      const gx = sx - w / 2 + r * 1.2 + index * r * 2.2;
      ctx.moveTo(gx + r, sy - h);
      ctx.arc(gx, sy - h, r, 0, Math.PI * 2);
    }
    ctx.fill();
  });
}

/** A wooden barrel. */
export function barrel(stage: Stage, x: number, z: number, size = 0.9): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const w = size * scale * 0.7;
    const h = size * scale;
    ctx.beginPath();
    ctx.ellipse(sx, sy - h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    ctx.fillStyle = distant(world, [28, 50, 36], depth);
    ctx.fill();
    ctx.strokeStyle = distant(world, [220, 8, 25], depth);
    ctx.lineWidth = Math.max(1, h * 0.06);
    ctx.beginPath();
    ctx.moveTo(sx - w * 0.48, sy - h * 0.3);
    ctx.lineTo(sx + w * 0.48, sy - h * 0.3);
    ctx.moveTo(sx - w * 0.48, sy - h * 0.7);
    ctx.lineTo(sx + w * 0.48, sy - h * 0.7);
    ctx.stroke();
  });
}

/** A lamp on a post or bracket `height` metres up; its glow at night is part of it. */
export function lamp(stage: Stage, x: number, z: number, height: number, post = true): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const top = sy - height * scale;
    if (post) {
      ctx.strokeStyle = distant(world, [220, 10, 20], depth);
      ctx.lineWidth = Math.max(1, scale * 0.12);
      ctx.beginPath();
      ctx.moveTo(sx, sy);
      ctx.lineTo(sx, top);
      ctx.stroke();
    }
    glow(world, sx, top, scale * 3.5);
    ctx.fillStyle = css(isNight(world) || world.spec.indoor ? [48, 100, 78] : [45, 40, 75]);
    ctx.fillRect(sx - scale * 0.18, top - scale * 0.3, scale * 0.36, scale * 0.36);
  });
}

/** A person of a crowd, as a simple coloured silhouette. */
export function bystander(stage: Stage, x: number, z: number, color: Hsl): void {
  const { world } = stage;
  stage.cutOut(x, z, (sx, sy, scale, depth) => {
    const { ctx } = world;
    const h = 1.7 * scale;
    ctx.fillStyle = distant(world, color, depth);
    ctx.beginPath();
    ctx.moveTo(sx - h * 0.14, sy);
    ctx.lineTo(sx - h * 0.16, sy - h * 0.78);
    ctx.lineTo(sx + h * 0.16, sy - h * 0.78);
    ctx.lineTo(sx + h * 0.14, sy);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(sx, sy - h * 0.88, h * 0.1, 0, Math.PI * 2);
    ctx.fillStyle = distant(world, [25, 40, 60], depth);
    ctx.fill();
  });
}

/** Stars over the sky of an interior window or a viewport. */
export function starfield(world: World, x: number, y: number, w: number, h: number, count: number): void {
  const { ctx, rng } = world;
  ctx.fillStyle = css([55, 40, 92], 0.9);
  for (let index = 0; index < count; index++) {
    const size = rng.chance(0.1) ? 2 : 1;
    ctx.fillRect(x + rng.next() * w, y + rng.next() * h, size, size);
  }
}
