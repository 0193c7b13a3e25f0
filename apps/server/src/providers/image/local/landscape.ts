import { css, type Hsl } from './color.ts';
import { distant, fillInk, ink, paint, type World } from './world.ts';

/** Ground colour for the setting: grass, sand or snow. */
export function groundColor(world: World, sandy = false): Hsl {
  if (world.spec.snow) return [210, 25, 92];
  return sandy ? [40, 55, 70] : [95, 38, 42];
}

/** A ridge of hills or mountains from the left to the right edge, filled down to the bottom of the frame. */
export function drawRidge(
  world: World,
  baseY: number,
  amplitude: number,
  color: Hsl,
  depth: number,
  options: { jagged?: boolean; points?: number; snowCaps?: boolean } = {},
): void {
  const { ctx, width, height, rng } = world;
  const count = options.points ?? 9;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let index = 0; index <= count; index++) {
    xs.push((index / count) * width * 1.1 - width * 0.05);
    ys.push(baseY - rng.range(0.25, 1) * amplitude);
  }
  ctx.beginPath();
  ctx.moveTo(-10, height + 10);
  ctx.lineTo(xs[0] ?? 0, ys[0] ?? baseY);
  for (let index = 1; index <= count; index++) {
    const x = xs[index] ?? 0;
    const y = ys[index] ?? baseY;
    if (options.jagged) {
      ctx.lineTo(x, y);
    } else {
      const px = xs[index - 1] ?? 0;
      const py = ys[index - 1] ?? baseY;
      ctx.quadraticCurveTo(px + (x - px) * 0.5, Math.min(py, y) - amplitude * 0.15, x, y);
    }
  }
  ctx.lineTo(width + 10, height + 10);
  ctx.closePath();
  ctx.fillStyle = distant(world, color, depth);
  ctx.fill();
  ctx.lineWidth = Math.max(1, world.unit * 0.15);
  ctx.strokeStyle = distant(world, [color[0], color[1], color[2] - 18], depth, 0.6);
  ctx.stroke();
  if (options.snowCaps) {
    ctx.fillStyle = distant(world, [210, 30, 95], depth * 0.8);
    for (let index = 0; index <= count; index++) {
      const x = xs[index] ?? 0;
      const y = ys[index] ?? baseY;
      if (baseY - y < amplitude * 0.6) continue;
      const cap = (baseY - y) * 0.22;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x - cap * 0.9, y + cap);
      ctx.lineTo(x - cap * 0.3, y + cap * 0.75);
      ctx.lineTo(x, y + cap * 1.05);
      ctx.lineTo(x + cap * 0.4, y + cap * 0.7);
      ctx.lineTo(x + cap * 0.9, y + cap);
      ctx.closePath();
      ctx.fill();
    }
  }
}

/** The ground plane from the horizon to the bottom, darker in the foreground, with grass or sand strokes. */
export function drawGround(world: World, color: Hsl, fromY = world.horizon): void {
  const { ctx, width, height, rng, unit } = world;
  const gradient = ctx.createLinearGradient(0, fromY, 0, height);
  gradient.addColorStop(0, distant(world, color, 0.7));
  gradient.addColorStop(1, paint(world, [color[0], color[1], color[2] - 10]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, fromY, width, height - fromY);
  ctx.strokeStyle = ink(world, color, 0.35);
  ctx.lineWidth = Math.max(1, unit * 0.14);
  ctx.beginPath();
  for (let index = 0; index < 160; index++) {
    const t = rng.next();
    const y = fromY + (height - fromY) * (0.1 + 0.9 * t * t);
    const x = rng.next() * width;
    const length = unit * (0.4 + 1.8 * t);
    ctx.moveTo(x, y);
    ctx.lineTo(x + length * 0.3, y - length);
  }
  ctx.stroke();
}

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

/** A body of water from `top` to `bottom` with wave strokes and a glint under the sun or moon. */
export function drawWater(world: World, top: number, bottom: number): void {
  const { ctx, width, rng, unit } = world;
  const water: Hsl = [205, 55, 42];
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  gradient.addColorStop(0, distant(world, [water[0], water[1], water[2] + 12], 0.8));
  gradient.addColorStop(1, paint(world, [water[0], water[1], water[2] - 8]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, top, width, bottom - top);
  ctx.strokeStyle = paint(world, [200, 60, 82], 0.5);
  ctx.lineWidth = Math.max(1, unit * 0.15);
  ctx.beginPath();
  for (let index = 0; index < 70; index++) {
    const t = rng.next();
    const y = top + (bottom - top) * t * t;
    const x = rng.next() * width;
    const length = unit * (0.6 + 3 * t);
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + length / 2, y - length * 0.18, x + length, y);
  }
  ctx.stroke();
  const glint = ctx.createLinearGradient(0, top, 0, bottom);
  glint.addColorStop(0, css([45, 90, 85], world.spec.time === 'day' ? 0.25 : 0.45));
  glint.addColorStop(1, css([45, 90, 85], 0));
  ctx.fillStyle = glint;
  ctx.beginPath();
  const center = width * 0.7;
  ctx.moveTo(center - unit * 2, top);
  ctx.lineTo(center + unit * 2, top);
  ctx.lineTo(center + unit * 12, bottom);
  ctx.lineTo(center - unit * 12, bottom);
  ctx.fill();
}

/** Sand dunes in bands from the horizon to the foreground. */
export function drawDunes(world: World): void {
  const { ctx, width, height, horizon, rng } = world;
  const bands = 4;
  for (let band = 0; band < bands; band++) {
    const depth = 1 - band / bands;
    const baseY = horizon + (height - horizon) * (band / bands) * 0.8;
    const amplitude = (height - horizon) * 0.12 * (1 + band * 0.3);
    const phase = rng.range(0, Math.PI * 2);
    const waves = rng.range(1.2, 2.4);
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += width / 24) {
      ctx.lineTo(x, baseY - Math.sin((x / width) * Math.PI * waves + phase) * amplitude * 0.5 - amplitude * 0.3);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    const sand: Hsl = [36 + band * 2, 60, 66 - band * 4];
    ctx.fillStyle = distant(world, sand, depth * 0.7);
    ctx.fill();
    ctx.strokeStyle = distant(world, [30, 50, 50], depth * 0.7, 0.45);
    ctx.lineWidth = Math.max(1, world.unit * 0.15);
    ctx.stroke();
  }
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

/** Small flowers sprinkled over the foreground grass. */
export function drawFlowers(world: World, count: number): void {
  const { ctx, width, height, horizon, rng, unit } = world;
  if (world.spec.snow) return;
  for (let index = 0; index < count; index++) {
    const t = rng.range(0.3, 1);
    const y = horizon + (height - horizon) * t;
    const x = rng.next() * width;
    ctx.beginPath();
    ctx.arc(x, y, unit * 0.35 * t, 0, Math.PI * 2);
    ctx.fillStyle = paint(
      world,
      rng.pick<Hsl>([
        [50, 90, 65],
        [0, 70, 70],
        [280, 50, 75],
        [0, 0, 96],
      ]),
    );
    ctx.fill();
  }
}

/** A wooden fence running across the frame at `y`. */
export function drawFence(world: World, y: number, height: number): void {
  const { ctx, width } = world;
  const wood: Hsl = [30, 35, 45];
  ctx.fillStyle = paint(world, wood);
  ctx.fillRect(0, y - height * 0.75, width, height * 0.12);
  ctx.fillRect(0, y - height * 0.4, width, height * 0.12);
  for (let x = height * 0.3; x < width; x += height * 1.1) {
    ctx.beginPath();
    ctx.rect(x, y - height, height * 0.16, height);
    fillInk(world, wood, 0.1);
  }
}
