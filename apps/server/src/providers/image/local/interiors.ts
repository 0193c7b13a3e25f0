import { css, type Hsl } from './color.ts';
import { drawCloud } from './sky.ts';
import { fillInk, ink, paint, type World } from './world.ts';

interface Room {
  /** Back wall rectangle. */
  left: number;
  right: number;
  top: number;
  floor: number;
}

/** A one-point-perspective room: ceiling, side walls, back wall and a planked floor. */
function drawRoomShell(world: World, wall: Hsl, floorColor: Hsl): Room {
  const { ctx, width, height, horizon, unit } = world;
  const room: Room = { left: width * 0.16, right: width * 0.84, top: height * 0.1, floor: horizon + unit * 4 };
  const quad = (points: readonly (readonly [number, number])[], color: Hsl): void => {
    ctx.beginPath();
    points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    fillInk(world, color, 0.15);
  };
  quad(
    [
      [0, 0],
      [width, 0],
      [room.right, room.top],
      [room.left, room.top],
    ],
    [wall[0], wall[1], wall[2] - 10],
  );
  quad(
    [
      [0, 0],
      [room.left, room.top],
      [room.left, room.floor],
      [0, height],
    ],
    [wall[0], wall[1], wall[2] - 6],
  );
  quad(
    [
      [width, 0],
      [room.right, room.top],
      [room.right, room.floor],
      [width, height],
    ],
    [wall[0], wall[1], wall[2] - 14],
  );
  ctx.beginPath();
  ctx.rect(room.left, room.top, room.right - room.left, room.floor - room.top);
  fillInk(world, wall, 0.15);
  quad(
    [
      [room.left, room.floor],
      [room.right, room.floor],
      [width, height],
      [0, height],
    ],
    floorColor,
  );
  // Floor planks converge on the vanishing point at the centre of the back wall.
  const vanishX = width / 2;
  const vanishY = (room.top + room.floor) / 2;
  ctx.strokeStyle = ink(world, floorColor, 0.35);
  ctx.lineWidth = Math.max(1, unit * 0.12);
  ctx.beginPath();
  for (let index = -8; index <= 8; index++) {
    const bottomX = width / 2 + (index / 8) * width * 0.9;
    const t = (room.floor - vanishY) / (height - vanishY);
    ctx.moveTo(vanishX + (bottomX - vanishX) * t, room.floor);
    ctx.lineTo(bottomX, height);
  }
  ctx.stroke();
  return room;
}

/** A window on the back wall showing the sky for the time of day. */
function drawWindow(world: World, x: number, y: number, w: number, h: number): void {
  const { ctx } = world;
  const sky: Hsl =
    world.spec.time === 'night' ? [230, 50, 15] : world.spec.time === 'sunset' ? [20, 80, 65] : [205, 60, 72];
  ctx.fillStyle = css(sky);
  ctx.fillRect(x, y, w, h);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  if (world.spec.time === 'night') {
    ctx.fillStyle = css([48, 35, 90]);
    ctx.beginPath();
    ctx.arc(x + w * 0.7, y + h * 0.3, w * 0.1, 0, Math.PI * 2);
    ctx.fill();
  } else {
    drawCloud(world, x + w * 0.4, y + h * 0.35, w * 0.35);
  }
  ctx.restore();
  const frame: Hsl = [30, 30, 85];
  ctx.strokeStyle = paint(world, frame);
  ctx.lineWidth = Math.max(2, w * 0.05);
  ctx.strokeRect(x, y, w, h);
  ctx.beginPath();
  ctx.moveTo(x + w / 2, y);
  ctx.lineTo(x + w / 2, y + h);
  ctx.moveTo(x, y + h / 2);
  ctx.lineTo(x + w, y + h / 2);
  ctx.stroke();
}

/** A warm pool of lamp light, drawn after relighting so it glows. */
function lampGlow(world: World, x: number, y: number, radius: number): void {
  const { ctx } = world;
  world.lights.push(() => {
    const glow = ctx.createRadialGradient(x, y, 0, x, y, radius);
    glow.addColorStop(0, css([40, 100, 75], 0.45));
    glow.addColorStop(1, css([40, 100, 60], 0));
    ctx.fillStyle = glow;
    ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  });
}

/** A living room: window, picture, door, table with lamp, shelf. */
export function drawInterior(world: World): void {
  const { ctx, rng, unit } = world;
  const wall: Hsl = rng.pick<Hsl>([
    [40, 40, 78],
    [200, 20, 72],
    [15, 35, 70],
    [90, 20, 70],
  ]);
  const room = drawRoomShell(world, wall, [30, 40, 45]);
  const wallW = room.right - room.left;
  const wallH = room.floor - room.top;
  drawWindow(world, room.left + wallW * 0.12, room.top + wallH * 0.18, wallW * 0.22, wallH * 0.45);
  ctx.beginPath();
  ctx.rect(room.left + wallW * 0.45, room.top + wallH * 0.22, wallW * 0.14, wallH * 0.24);
  fillInk(world, [35, 50, 40], 0.2);
  ctx.fillStyle = paint(world, [rng.range(0, 360), 35, 60]);
  ctx.fillRect(room.left + wallW * 0.465, room.top + wallH * 0.25, wallW * 0.11, wallH * 0.18);
  ctx.beginPath();
  ctx.rect(room.left + wallW * 0.72, room.top + wallH * 0.25, wallW * 0.16, wallH * 0.75);
  fillInk(world, [25, 40, 32], 0.2);
  ctx.fillStyle = paint(world, [45, 70, 60]);
  ctx.beginPath();
  ctx.arc(room.left + wallW * 0.85, room.top + wallH * 0.65, unit * 0.6, 0, Math.PI * 2);
  ctx.fill();
  // A side table with a lamp against the left wall.
  const tableX = room.left + wallW * 0.06;
  const tableY = room.floor + unit * 2;
  ctx.beginPath();
  ctx.rect(tableX, tableY - unit * 8, unit * 12, unit * 1.2);
  ctx.rect(tableX + unit, tableY - unit * 7, unit * 1, unit * 7);
  ctx.rect(tableX + unit * 10, tableY - unit * 7, unit * 1, unit * 7);
  fillInk(world, [28, 40, 35], 0.15);
  ctx.beginPath();
  ctx.moveTo(tableX + unit * 4, tableY - unit * 14);
  ctx.lineTo(tableX + unit * 8, tableY - unit * 14);
  ctx.lineTo(tableX + unit * 9, tableY - unit * 11);
  ctx.lineTo(tableX + unit * 3, tableY - unit * 11);
  ctx.closePath();
  fillInk(world, [45, 60, 80], 0.15);
  ctx.fillStyle = paint(world, [30, 20, 30]);
  ctx.fillRect(tableX + unit * 5.7, tableY - unit * 11, unit * 0.6, unit * 3);
  lampGlow(world, tableX + unit * 6, tableY - unit * 12, unit * 16);
}

/** A kitchen: counters, wall cabinets, a stove with a pot, hanging pans. */
export function drawKitchen(world: World): void {
  const { ctx, unit, rng } = world;
  const wall: Hsl = rng.pick<Hsl>([
    [45, 45, 85],
    [180, 20, 78],
  ]);
  const room = drawRoomShell(world, wall, [20, 25, 55]);
  const wallW = room.right - room.left;
  const wallH = room.floor - room.top;
  // Tiled splash-back.
  ctx.strokeStyle = ink(world, wall, 0.25);
  ctx.lineWidth = Math.max(1, unit * 0.1);
  ctx.beginPath();
  for (let y = room.top + wallH * 0.45; y < room.floor - wallH * 0.3; y += unit * 2) {
    ctx.moveTo(room.left, y);
    ctx.lineTo(room.right, y);
  }
  ctx.stroke();
  const cabinet: Hsl = rng.pick<Hsl>([
    [200, 25, 55],
    [30, 40, 50],
    [120, 15, 55],
  ]);
  for (let index = 0; index < 4; index++) {
    ctx.beginPath();
    ctx.rect(room.left + wallW * (0.04 + index * 0.24), room.top + wallH * 0.08, wallW * 0.2, wallH * 0.28);
    fillInk(world, cabinet, 0.15);
  }
  const counterTop = room.floor - wallH * 0.3;
  ctx.beginPath();
  ctx.rect(room.left, counterTop, wallW, room.floor - counterTop);
  fillInk(world, cabinet, 0.15);
  ctx.beginPath();
  ctx.rect(room.left - unit, counterTop - unit, wallW + unit * 2, unit * 1.4);
  fillInk(world, [30, 10, 80], 0.12);
  const stoveX = room.left + wallW * 0.55;
  ctx.beginPath();
  ctx.rect(stoveX, counterTop, wallW * 0.2, room.floor - counterTop);
  fillInk(world, [0, 0, 30], 0.15);
  ctx.beginPath();
  ctx.ellipse(stoveX + wallW * 0.1, counterTop - unit * 2.6, wallW * 0.06, unit * 2.4, 0, 0, Math.PI * 2);
  fillInk(world, [2, 55, 45], 0.15);
  for (let index = 0; index < 3; index++) {
    const x = room.left + wallW * (0.15 + index * 0.1);
    ctx.beginPath();
    ctx.arc(x, room.top + wallH * 0.5, unit * 2, 0, Math.PI * 2);
    fillInk(world, [25, 15, 35], 0.12);
  }
  lampGlow(world, (room.left + room.right) / 2, room.top + unit * 3, unit * 30);
}

/** A cave: a bright mouth at the back, rock walls framing the view, stalactites, torch glow at night. */
export function drawCave(world: World): void {
  const { ctx, width, height, horizon, rng, unit } = world;
  const rock: Hsl = [25, 12, 30];
  ctx.fillStyle = paint(world, [25, 15, 18]);
  ctx.fillRect(0, 0, width, height);
  const mouthX = width * rng.range(0.4, 0.6);
  const mouthY = horizon - unit * 8;
  const light: Hsl = world.spec.time === 'night' ? [225, 40, 28] : [45, 50, 85];
  const glow = ctx.createRadialGradient(mouthX, mouthY, unit * 4, mouthX, mouthY, unit * 38);
  glow.addColorStop(0, css(light));
  glow.addColorStop(0.5, css(light, 0.35));
  glow.addColorStop(1, css(light, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  ctx.beginPath();
  ctx.ellipse(mouthX, mouthY, unit * 14, unit * 16, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(light);
  ctx.fill();
  // Rock walls: jagged bands down both sides and across the top.
  const jag = (fromX: number, toX: number, edge: number, side: 'left' | 'right' | 'top'): void => {
    ctx.beginPath();
    if (side === 'top') {
      ctx.moveTo(fromX, 0);
      for (let x = fromX; x <= toX; x += unit * 4) ctx.lineTo(x, edge + rng.range(-1, 1) * unit * 5);
      ctx.lineTo(toX, 0);
    } else {
      const outer = side === 'left' ? -10 : width + 10;
      ctx.moveTo(outer, 0);
      for (let y = 0; y <= height; y += unit * 5) ctx.lineTo(edge + rng.range(-1, 1) * unit * 5, y);
      ctx.lineTo(outer, height);
    }
    ctx.closePath();
    fillInk(world, rock, 0.25);
  };
  jag(-10, width + 10, height * 0.14, 'top');
  jag(0, 0, width * 0.14, 'left');
  jag(0, 0, width * 0.86, 'right');
  for (let index = 0; index < 9; index++) {
    const x = rng.range(0.1, 0.9) * width;
    const length = rng.range(5, 14) * unit;
    const top = height * 0.12;
    ctx.beginPath();
    ctx.moveTo(x - unit * 1.5, top);
    ctx.lineTo(x, top + length);
    ctx.lineTo(x + unit * 1.5, top);
    fillInk(world, [25, 10, 36], 0.15);
  }
  const floorGradient = ctx.createLinearGradient(0, horizon, 0, height);
  floorGradient.addColorStop(0, paint(world, [30, 15, 35], 0.5));
  floorGradient.addColorStop(1, paint(world, [25, 12, 22]));
  ctx.fillStyle = floorGradient;
  ctx.fillRect(0, horizon, width, height - horizon);
  if (world.spec.time === 'night') {
    for (const x of [width * 0.2, width * 0.8]) {
      world.lights.push(() => {
        const torch = ctx.createRadialGradient(x, horizon - unit * 6, 0, x, horizon - unit * 6, unit * 22);
        torch.addColorStop(0, css([30, 100, 60], 0.7));
        torch.addColorStop(1, css([30, 100, 50], 0));
        ctx.fillStyle = torch;
        ctx.fillRect(x - unit * 22, horizon - unit * 28, unit * 44, unit * 44);
      });
    }
  }
}

/** An alien landscape under a starfield, with a ringed planet. */
export function drawSpace(world: World): void {
  const { ctx, width, height, horizon, rng, unit } = world;
  const nebula = ctx.createRadialGradient(width * 0.3, horizon * 0.4, 0, width * 0.3, horizon * 0.4, width * 0.5);
  nebula.addColorStop(0, css([290, 60, 40], 0.5));
  nebula.addColorStop(1, css([290, 60, 20], 0));
  ctx.fillStyle = nebula;
  ctx.fillRect(0, 0, width, horizon);
  const px = width * rng.range(0.6, 0.8);
  const py = horizon * 0.35;
  const radius = unit * 12;
  ctx.beginPath();
  ctx.arc(px, py, radius, 0, Math.PI * 2);
  const body = ctx.createLinearGradient(px - radius, py - radius, px + radius, py + radius);
  body.addColorStop(0, css([25, 70, 65]));
  body.addColorStop(1, css([350, 50, 25]));
  ctx.fillStyle = body;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(px, py, radius * 1.8, radius * 0.35, -0.3, 0, Math.PI * 2);
  ctx.strokeStyle = css([40, 50, 80], 0.8);
  ctx.lineWidth = unit * 0.8;
  ctx.stroke();
  const ground: Hsl = [265, 20, 32];
  const gradient = ctx.createLinearGradient(0, horizon, 0, height);
  gradient.addColorStop(0, css([265, 25, 45]));
  gradient.addColorStop(1, css([260, 20, 18]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, horizon, width, height - horizon);
  for (let index = 0; index < 10; index++) {
    const t = rng.range(0.1, 1);
    const x = rng.next() * width;
    const y = horizon + (height - horizon) * t;
    ctx.beginPath();
    ctx.ellipse(x, y, unit * 4 * t, unit * 1.2 * t, 0, 0, Math.PI * 2);
    ctx.fillStyle = css([ground[0], ground[1], ground[2] - 12]);
    ctx.fill();
    ctx.strokeStyle = css([ground[0], ground[1], ground[2] + 15], 0.6);
    ctx.stroke();
  }
}
