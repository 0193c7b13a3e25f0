import { css, type Hsl } from '../color.ts';
import { drawCloud } from '../sky.ts';
import { ink, paint } from '../world.ts';
import { glow, isNight, starfield } from './parts.ts';
import type { P3, Stage } from './stage.ts';

/** Walls of a box room centred on the origin: back is +z (seen by default), front is −z (behind the camera). */
export type Wall = 'back' | 'front' | 'left' | 'right';

export interface RoomSize {
  width: number;
  depth: number;
  height: number;
}

/** A rectangle on a wall, `a` running left to right as seen from inside facing that wall. */
export function onWall(room: RoomSize, wall: Wall, a0: number, a1: number, y0: number, y1: number, inset = 0.03): P3[] {
  const hw = room.width / 2 - inset;
  const hd = room.depth / 2 - inset;
  switch (wall) {
    case 'back':
      return [
        [a0, y0, hd],
        [a1, y0, hd],
        [a1, y1, hd],
        [a0, y1, hd],
      ];
    case 'front':
      return [
        [-a0, y0, -hd],
        [-a1, y0, -hd],
        [-a1, y1, -hd],
        [-a0, y1, -hd],
      ];
    case 'left':
      return [
        [-hw, y0, a0],
        [-hw, y0, a1],
        [-hw, y1, a1],
        [-hw, y1, a0],
      ];
    case 'right':
      return [
        [hw, y0, -a0],
        [hw, y0, -a1],
        [hw, y1, -a1],
        [hw, y1, -a0],
      ];
  }
}

/** The default camera of a room: at eye height, 0.6 m in from the front wall, looking at the room's middle. */
export function roomShot(room: RoomSize, lens = 0.5) {
  return { focusX: 0, focusZ: 0, distance: room.depth / 2 - 0.6, eye: 1.6, lens };
}

/** Floor, ceiling and four walls, with floor boards running back to front. */
export function roomShell(stage: Stage, room: RoomSize, wall: Hsl, floor: Hsl, ceiling?: Hsl): void {
  const hw = room.width / 2;
  const hd = room.depth / 2;
  const h = room.height;
  stage.surface(
    [
      [-hw, h, -hd],
      [hw, h, -hd],
      [hw, h, hd],
      [-hw, h, hd],
    ],
    ceiling ?? [wall[0], wall[1], wall[2] - 12],
  );
  stage.surface(
    [
      [-hw, 0, -hd],
      [hw, 0, -hd],
      [hw, 0, hd],
      [-hw, 0, hd],
    ],
    floor,
  );
  stage.surface(onWall(room, 'back', -hw, hw, 0, h, 0), wall);
  stage.surface(onWall(room, 'front', -hw, hw, 0, h, 0), wall);
  stage.surface(onWall(room, 'left', -hd, hd, 0, h, 0), [wall[0], wall[1], wall[2] - 7]);
  stage.surface(onWall(room, 'right', -hd, hd, 0, h, 0), [wall[0], wall[1], wall[2] - 5]);
  stage.surfaceDraw(() => {
    const { ctx, unit } = stage.world;
    ctx.strokeStyle = ink(stage.world, floor, 0.35);
    ctx.lineWidth = Math.max(1, unit * 0.1);
    ctx.beginPath();
    for (let x = -hw + 0.5; x < hw; x += 0.5) {
      const seen = stage.line([x, 0, -hd], [x, 0, hd]);
      if (!seen) continue;
      ctx.moveTo(seen.from.x, seen.from.y);
      ctx.lineTo(seen.to.x, seen.to.y);
    }
    ctx.stroke();
  });
}

/** A filled rectangle on a wall (a picture, a board, a rug on the floor is `surface` directly). */
export function wallPanel(
  stage: Stage,
  room: RoomSize,
  wall: Wall,
  a0: number,
  a1: number,
  y0: number,
  y1: number,
  color: Hsl,
): void {
  stage.surface(onWall(room, wall, a0, a1, y0, y1), color);
}

/** A window showing the sky of the time of day (and stars and moon at night), with a frame and glazing bars. */
export function roomWindow(
  stage: Stage,
  room: RoomSize,
  wall: Wall,
  a0: number,
  a1: number,
  y0: number,
  y1: number,
): void {
  const points = onWall(room, wall, a0, a1, y0, y1);
  const { world } = stage;
  stage.surfaceDraw(() => {
    if (!stage.trace(points)) return;
    const { ctx } = world;
    const time = world.spec.time;
    const sky: Hsl = world.spec.storm
      ? [215, 15, 35]
      : time === 'night'
        ? [232, 50, 16]
        : time === 'sunset'
          ? [22, 80, 64]
          : time === 'dawn'
            ? [335, 50, 76]
            : [205, 60, 74];
    ctx.fillStyle = css(sky);
    ctx.fill();
    ctx.save();
    ctx.clip();
    const seen = stage.polygon(points);
    const xs = seen.map((point) => point.x);
    const ys = seen.map((point) => point.y);
    const [x, y] = [Math.min(...xs), Math.min(...ys)];
    const [w, h] = [Math.max(...xs) - x, Math.max(...ys) - y];
    if (time === 'night') {
      starfield(world, x, y, w, h, 25);
      ctx.fillStyle = css([48, 35, 90]);
      ctx.beginPath();
      ctx.arc(x + w * 0.7, y + h * 0.3, Math.max(2, w * 0.09), 0, Math.PI * 2);
      ctx.fill();
    } else {
      drawCloud(world, x + w * 0.4, y + h * 0.35, w * 0.4);
    }
    if (world.spec.rain || world.spec.storm) {
      ctx.strokeStyle = css([210, 20, 85], 0.5);
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let index = 0; index < 30; index++) {
        const rx = x + world.rng.next() * w;
        const ry = y + world.rng.next() * h;
        ctx.moveTo(rx, ry);
        ctx.lineTo(rx - h * 0.03, ry + h * 0.08);
      }
      ctx.stroke();
    }
    if (world.spec.snow) {
      ctx.fillStyle = css([0, 0, 98], 0.9);
      for (let index = 0; index < 30; index++) ctx.fillRect(x + world.rng.next() * w, y + world.rng.next() * h, 2, 2);
    }
    ctx.restore();
    const frame: Hsl = [30, 25, 88];
    stage.trace(points);
    ctx.strokeStyle = paint(world, frame);
    ctx.lineWidth = Math.max(2, world.unit * 0.5);
    ctx.stroke();
    const am = (a0 + a1) / 2;
    const ym = (y0 + y1) / 2;
    const bars = [onWall(room, wall, am, am, y0, y1), onWall(room, wall, a0, a1, ym, ym)];
    ctx.lineWidth = Math.max(1, world.unit * 0.3);
    ctx.beginPath();
    for (const bar of bars) {
      const line = stage.line(bar[0]!, bar[2]!);
      if (!line) continue;
      ctx.moveTo(line.from.x, line.from.y);
      ctx.lineTo(line.to.x, line.to.y);
    }
    ctx.stroke();
  });
}

/** A door on a wall. */
export function roomDoor(stage: Stage, room: RoomSize, wall: Wall, a: number, color: Hsl = [25, 40, 32]): void {
  stage.surface(onWall(room, wall, a - 0.5, a + 0.5, 0, 2.1), color);
  stage.surface(onWall(room, wall, a + 0.3, a + 0.38, 1, 1.08, 0.05), [45, 70, 60]);
}

/** A lamp hanging from the ceiling or standing on furniture at (x, y, z), glowing. */
export function roomLamp(stage: Stage, x: number, y: number, z: number, reach = 4): void {
  const { world } = stage;
  stage.cutOut(
    x,
    z,
    (sx, sy, scale) => {
      glow(world, sx, sy, scale * reach, isNight(world) ? 1.3 : 0.8);
      const { ctx } = world;
      ctx.fillStyle = css([45, 90, 80]);
      ctx.beginPath();
      ctx.arc(sx, sy, Math.max(2, scale * 0.14), 0, Math.PI * 2);
      ctx.fill();
    },
    { y, bias: -0.5 },
  );
}

/** Bookshelves filling a span of wall: frames and rows of coloured spines. */
export function bookshelf(stage: Stage, room: RoomSize, wall: Wall, a0: number, a1: number, top: number): void {
  const { world } = stage;
  const wood: Hsl = [25, 40, 30];
  stage.surface(onWall(room, wall, a0, a1, 0, top), wood);
  const rows = Math.max(2, Math.floor(top / 0.5));
  const colors: Hsl[] = [
    [2, 55, 38],
    [215, 45, 35],
    [120, 30, 30],
    [42, 60, 45],
    [280, 25, 35],
    [25, 45, 50],
  ];
  const spines: { points: P3[]; color: Hsl }[] = [];
  const rng = world.rng;
  for (let row = 0; row < rows; row++) {
    const y0 = 0.1 + (row * (top - 0.15)) / rows;
    const y1 = y0 + ((top - 0.15) / rows) * 0.8;
    for (let a = a0 + 0.05; a < a1 - 0.1;) {
      const w = rng.range(0.05, 0.11);
      const tall = rng.range(0.7, 1);
      spines.push({
        points: onWall(room, wall, a, a + w, y0, y0 + (y1 - y0) * tall, 0.06),
        color: rng.pick(colors),
      });
      a += w + 0.01;
    }
  }
  // One path per colour: hundreds of spines cost a handful of fills.
  stage.surfaceDraw(() => {
    const { ctx } = world;
    const byColor = new Map<Hsl, P3[][]>();
    for (const spine of spines) byColor.set(spine.color, [...(byColor.get(spine.color) ?? []), spine.points]);
    for (const [color, shapes] of byColor) {
      ctx.beginPath();
      for (const shape of shapes) {
        const seen = stage.polygon(shape);
        if (seen.length < 3) continue;
        seen.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
        ctx.closePath();
      }
      ctx.fillStyle = paint(world, color);
      ctx.fill();
    }
  });
}
