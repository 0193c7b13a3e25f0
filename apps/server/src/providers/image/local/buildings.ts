import { css, type Hsl } from './color.ts';
import { distant, fillInk, ink, paint, type World } from './world.ts';

/** A lit window: drawn with the world's lights so it glows at night. */
function windowPane(world: World, x: number, y: number, w: number, h: number, depth: number, lit: boolean): void {
  const { ctx } = world;
  const night = world.spec.time === 'night';
  if (night && lit) {
    world.lights.push(() => {
      ctx.fillStyle = css([45, 90, 68]);
      ctx.fillRect(x, y, w, h);
    });
  } else {
    ctx.fillStyle = distant(world, [205, 30, night ? 15 : 62], depth);
    ctx.fillRect(x, y, w, h);
  }
}

/** A cottage with a pitched roof, door, windows and a chimney; baseY is the ground line. */
export function drawHouse(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx, rng } = world;
  const wallColor: Hsl = rng.pick<Hsl>([
    [40, 45, 82],
    [20, 35, 70],
    [0, 0, 88],
    [50, 50, 72],
  ]);
  const roofColor: Hsl = rng.pick<Hsl>([
    [8, 55, 40],
    [20, 40, 32],
    [210, 15, 35],
  ]);
  const w = size * rng.range(1, 1.4);
  const h = size * 0.7;
  ctx.beginPath();
  ctx.rect(x - w / 2, baseY - h, w, h);
  ctx.fillStyle = distant(world, wallColor, depth);
  ctx.fill();
  ctx.strokeStyle = ink(world, wallColor);
  ctx.lineWidth = Math.max(1, world.unit * 0.12);
  ctx.stroke();
  ctx.fillStyle = distant(world, roofColor, depth);
  ctx.fillRect(x + w * 0.2, baseY - h - size * 0.55, size * 0.12, size * 0.35);
  ctx.beginPath();
  ctx.moveTo(x - w / 2 - size * 0.08, baseY - h);
  ctx.lineTo(x, baseY - h - size * 0.55);
  ctx.lineTo(x + w / 2 + size * 0.08, baseY - h);
  ctx.closePath();
  ctx.fillStyle = distant(world, roofColor, depth);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = distant(world, [25, 40, 28], depth);
  ctx.fillRect(x - size * 0.1, baseY - h * 0.55, size * 0.2, h * 0.55);
  windowPane(world, x - w * 0.38, baseY - h * 0.7, size * 0.18, size * 0.18, depth, rng.chance(0.7));
  windowPane(world, x + w * 0.2, baseY - h * 0.7, size * 0.18, size * 0.18, depth, rng.chance(0.7));
}

/** A castle with curtain wall, towers, conical roofs, flags and a gate. */
export function drawCastle(world: World, centerX: number, baseY: number, size: number, depth: number): void {
  const { ctx, rng } = world;
  const stone: Hsl = [35, 10, 62];
  const roof: Hsl = [rng.pick([215, 350, 200]), 45, 38];
  const wallW = size * 1.6;
  const wallH = size * 0.45;
  const crenellate = (left: number, top: number, width: number): void => {
    const step = size * 0.06;
    for (let x = left; x < left + width - step / 2; x += step * 2) {
      ctx.fillRect(x, top - step, step, step);
    }
  };
  ctx.fillStyle = distant(world, stone, depth);
  ctx.beginPath();
  ctx.rect(centerX - wallW / 2, baseY - wallH, wallW, wallH);
  ctx.fill();
  ctx.strokeStyle = ink(world, stone);
  ctx.lineWidth = Math.max(1, world.unit * 0.12);
  ctx.stroke();
  crenellate(centerX - wallW / 2, baseY - wallH, wallW);
  const towers = [-0.8, -0.28, 0.3, 0.8];
  towers.forEach((offset, index) => {
    const tall = index === 1 || index === 2 ? 1.25 : 0.85;
    const tw = size * (index === 1 || index === 2 ? 0.26 : 0.22);
    const th = size * tall;
    const tx = centerX + offset * wallW * 0.55 - tw / 2;
    ctx.fillStyle = distant(world, stone, depth);
    ctx.beginPath();
    ctx.rect(tx, baseY - th, tw, th);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tx - tw * 0.12, baseY - th);
    ctx.lineTo(tx + tw / 2, baseY - th - tw * 1.3);
    ctx.lineTo(tx + tw * 1.12, baseY - th);
    ctx.closePath();
    ctx.fillStyle = distant(world, roof, depth);
    ctx.fill();
    ctx.stroke();
    const poleTop = baseY - th - tw * 1.3;
    ctx.beginPath();
    ctx.moveTo(tx + tw / 2, poleTop);
    ctx.lineTo(tx + tw / 2, poleTop - size * 0.14);
    ctx.stroke();
    ctx.fillStyle = distant(world, [rng.pick([0, 48, 210]), 70, 50], depth);
    ctx.beginPath();
    ctx.moveTo(tx + tw / 2, poleTop - size * 0.14);
    ctx.lineTo(tx + tw / 2 + size * 0.12, poleTop - size * 0.11);
    ctx.lineTo(tx + tw / 2, poleTop - size * 0.08);
    ctx.fill();
    windowPane(world, tx + tw * 0.38, baseY - th * 0.7, tw * 0.24, tw * 0.36, depth, true);
  });
  ctx.fillStyle = distant(world, [25, 30, 20], depth);
  ctx.beginPath();
  ctx.moveTo(centerX - size * 0.12, baseY);
  ctx.lineTo(centerX - size * 0.12, baseY - size * 0.2);
  ctx.arc(centerX, baseY - size * 0.2, size * 0.12, Math.PI, 0);
  ctx.lineTo(centerX + size * 0.12, baseY);
  ctx.fill();
}

/** A far skyline of towers as a flat silhouette. */
export function drawSkyline(world: World, baseY: number, maxHeight: number, depth: number): void {
  const { ctx, width, rng, unit } = world;
  ctx.fillStyle = distant(world, [220, 12, 40], depth);
  let x = -unit * 2;
  while (x < width) {
    const w = unit * rng.range(4, 9);
    const h = maxHeight * rng.range(0.35, 1);
    ctx.fillRect(x, baseY - h, w - unit * 0.6, h);
    if (world.spec.time === 'night') {
      for (let wy = baseY - h + unit; wy < baseY - unit; wy += unit * 1.6) {
        for (let wx = x + unit * 0.6; wx < x + w - unit * 1.4; wx += unit * 1.4) {
          if (rng.chance(0.3)) windowPane(world, wx, wy, unit * 0.5, unit * 0.7, depth, true);
        }
      }
    }
    x += w;
  }
}

/** A row of street facades standing on `baseY`, with window grids, doors and awnings. */
export function drawFacades(world: World, baseY: number, maxHeight: number): void {
  const { ctx, width, rng, unit } = world;
  let x = -unit * 3;
  while (x < width) {
    const w = unit * rng.range(14, 24);
    const h = maxHeight * rng.range(0.6, 1);
    const color: Hsl = rng.pick<Hsl>([
      [15, 35, 55],
      [30, 25, 70],
      [210, 10, 60],
      [40, 40, 78],
      [0, 30, 45],
    ]);
    ctx.beginPath();
    ctx.rect(x, baseY - h, w, h);
    fillInk(world, color, 0.15);
    ctx.fillStyle = paint(world, [color[0], color[1], color[2] - 12]);
    ctx.fillRect(x, baseY - h, w, unit * 1.2);
    const columns = Math.max(2, Math.floor(w / (unit * 4.5)));
    const cell = w / columns;
    for (let wy = baseY - h + unit * 3; wy < baseY - unit * 9; wy += unit * 5) {
      for (let column = 0; column < columns; column++) {
        windowPane(world, x + column * cell + cell * 0.25, wy, cell * 0.5, unit * 3, 0, rng.chance(0.45));
      }
    }
    ctx.fillStyle = paint(world, [25, 30, 22]);
    ctx.fillRect(x + w * 0.4, baseY - unit * 6.5, w * 0.2, unit * 6.5);
    if (rng.chance(0.5)) {
      ctx.fillStyle = paint(world, [rng.pick([0, 120, 210, 45]), 55, 45]);
      ctx.beginPath();
      ctx.moveTo(x + w * 0.1, baseY - unit * 7);
      ctx.lineTo(x + w * 0.9, baseY - unit * 7);
      ctx.lineTo(x + w * 0.95, baseY - unit * 5);
      ctx.lineTo(x + w * 0.05, baseY - unit * 5);
      ctx.fill();
    }
    x += w;
  }
}

/** A street lamp; its light glows at night. */
export function drawStreetLamp(world: World, x: number, baseY: number, size: number): void {
  const { ctx } = world;
  ctx.strokeStyle = paint(world, [220, 10, 22]);
  ctx.lineWidth = size * 0.04;
  ctx.beginPath();
  ctx.moveTo(x, baseY);
  ctx.lineTo(x, baseY - size);
  ctx.lineTo(x + size * 0.15, baseY - size);
  ctx.stroke();
  const lampY = baseY - size + size * 0.06;
  if (world.spec.time === 'night') {
    world.lights.push(() => {
      const glow = ctx.createRadialGradient(x + size * 0.15, lampY, 0, x + size * 0.15, lampY, size * 0.5);
      glow.addColorStop(0, css([45, 100, 80], 0.8));
      glow.addColorStop(1, css([45, 100, 70], 0));
      ctx.fillStyle = glow;
      ctx.fillRect(x - size * 0.4, lampY - size * 0.5, size, size);
    });
  }
  ctx.fillStyle = paint(world, [45, 60, 75]);
  ctx.fillRect(x + size * 0.1, lampY - size * 0.02, size * 0.1, size * 0.07);
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

/** A wooden pier in perspective from the bottom of the frame toward the horizon. */
export function drawPier(world: World, fromX: number, toX: number): void {
  const { ctx, height, horizon, unit } = world;
  const wood: Hsl = [28, 35, 40];
  const top = horizon + (height - horizon) * 0.35;
  ctx.beginPath();
  ctx.moveTo(fromX, height);
  ctx.lineTo(toX, height);
  ctx.lineTo(toX - (toX - fromX) * 0.25, top);
  ctx.lineTo(fromX + (toX - fromX) * 0.15, top);
  ctx.closePath();
  fillInk(world, wood, 0.2);
  ctx.strokeStyle = ink(world, wood, 0.5);
  ctx.lineWidth = Math.max(1, unit * 0.12);
  ctx.beginPath();
  for (let t = 0.1; t < 1; t += 0.09) {
    const y = top + (height - top) * t * t;
    const left = fromX + (toX - fromX) * 0.15 * (1 - t * t);
    const right = toX - (toX - fromX) * 0.25 * (1 - t * t);
    ctx.moveTo(left, y);
    ctx.lineTo(right, y);
  }
  ctx.stroke();
  ctx.fillStyle = paint(world, [25, 30, 25]);
  for (const t of [0.3, 0.6, 1]) {
    const y = top + (height - top) * t * t;
    const right = toX - (toX - fromX) * 0.25 * (1 - t * t);
    ctx.fillRect(right - unit * 0.8 * t, y - unit * 2.2 * t, unit * 1.2 * t, unit * 2.2 * t);
  }
}

/** A striped lighthouse whose lamp glows at night or dusk. */
export function drawLighthouse(world: World, x: number, baseY: number, size: number, depth: number): void {
  const { ctx } = world;
  const stripes = 4;
  for (let index = 0; index < stripes; index++) {
    const y0 = baseY - (size * index) / stripes;
    const y1 = baseY - (size * (index + 1)) / stripes;
    const w0 = size * (0.16 - 0.05 * (index / stripes));
    const w1 = size * (0.16 - 0.05 * ((index + 1) / stripes));
    ctx.beginPath();
    ctx.moveTo(x - w0 / 2, y0);
    ctx.lineTo(x - w1 / 2, y1);
    ctx.lineTo(x + w1 / 2, y1);
    ctx.lineTo(x + w0 / 2, y0);
    ctx.fillStyle = distant(world, index % 2 === 0 ? [0, 0, 95] : [2, 65, 48], depth);
    ctx.fill();
  }
  ctx.fillStyle = distant(world, [220, 15, 25], depth);
  ctx.fillRect(x - size * 0.07, baseY - size * 1.12, size * 0.14, size * 0.12);
  if (world.spec.time !== 'day') {
    world.lights.push(() => {
      const glow = ctx.createRadialGradient(x, baseY - size * 1.06, 0, x, baseY - size * 1.06, size * 0.6);
      glow.addColorStop(0, css([50, 100, 85], 0.9));
      glow.addColorStop(1, css([50, 100, 70], 0));
      ctx.fillStyle = glow;
      ctx.fillRect(x - size * 0.6, baseY - size * 1.66, size * 1.2, size * 1.2);
    });
  }
}
