import { css, type Hsl } from '../color.ts';
import { paint } from '../world.ts';
import type { IndoorDrawing } from './place-drawing.ts';
import { roomDoor, roomLamp, roomShell, roomWindow } from './room-parts.ts';
import type { Stage } from './stage.ts';

const TOWER = { width: 7, depth: 7, height: 14 };

/** Inside a round stone tower: a spiral staircase round a central pillar, or straight stairs. */
export const stairs: IndoorDrawing = {
  kind: 'indoor',
  room: TOWER,
  shot: { focusX: 0, focusZ: 0, distance: 2.5, eye: 1.6, lens: 0.42 },
  exterior: (place) =>
    place.has('lighthouse')
      ? { place: 'lighthouse', details: [...place.details] }
      : { place: 'castle', details: ['tower', ...place.details] },
  build(stage, place) {
    if (!place.has('spiral') && !place.has('lighthouse') && !place.has('tower')) {
      straightStairs(stage);
      return;
    }
    const radius = 3.2;
    const stone: Hsl = [35, 12, 58];
    const sides = 20;
    const wallAt = (index: number): [number, number] => {
      const angle = (index / sides) * Math.PI * 2;
      return [Math.sin(angle) * radius, Math.cos(angle) * radius];
    };
    stage.surface(
      Array.from({ length: sides }, (_, index) => {
        const [x, z] = wallAt(index);
        return [x, 0, z] as const;
      }),
      [30, 15, 40],
    );
    for (let index = 0; index < sides; index++) {
      const [x0, z0] = wallAt(index);
      const [x1, z1] = wallAt(index + 1);
      const shade = 4 * Math.sin((index / sides) * Math.PI * 2);
      stage.surface(
        [
          [x0, 0, z0],
          [x1, 0, z1],
          [x1, TOWER.height, z1],
          [x0, TOWER.height, z0],
        ],
        [stone[0], stone[1], stone[2] + shade - (index % 2) * 3],
      );
    }
    // Courses of stone on the wall.
    stage.surfaceDraw(() => {
      const { ctx, unit } = stage.world;
      ctx.strokeStyle = paint(stage.world, [30, 12, 40], 0.5);
      ctx.lineWidth = Math.max(1, unit * 0.1);
      ctx.beginPath();
      for (let y = 0.5; y < TOWER.height; y += 0.5) {
        for (let index = 0; index < sides; index++) {
          const [x0, z0] = wallAt(index);
          const [x1, z1] = wallAt(index + 1);
          const line = stage.line([x0, y, z0], [x1, y, z1]);
          if (!line) continue;
          ctx.moveTo(line.from.x, line.from.y);
          ctx.lineTo(line.to.x, line.to.y);
        }
      }
      ctx.stroke();
    });
    // Windows in the wall, a door behind.
    const windowAt = (a: number, y: number): [number, number, number] => [
      Math.sin(a) * (radius - 0.05),
      y,
      Math.cos(a) * (radius - 0.05),
    ];
    // Narrow arched windows at a few heights round the tower: each view sees a different one, or the door.
    const windows = [
      [-0.8, 2.0],
      [1.9, 1.2],
      [2.6, 4.2],
    ].map(([a, y]) => [
      windowAt(a! - 0.14, y!),
      windowAt(a! + 0.14, y!),
      windowAt(a! + 0.14, y! + 1),
      windowAt(a!, y! + 1.3),
      windowAt(a! - 0.14, y! + 1),
    ]);
    stage.surfaceDraw(() => {
      const { ctx } = stage.world;
      const time = stage.world.spec.time;
      for (const points of windows) {
        if (!stage.trace(points)) continue;
        ctx.fillStyle = css(time === 'night' ? [230, 50, 22] : time === 'sunset' ? [25, 85, 66] : [200, 60, 78]);
        ctx.fill();
        ctx.lineWidth = Math.max(2, stage.world.unit * 0.5);
        ctx.strokeStyle = paint(stage.world, [30, 12, 35]);
        ctx.stroke();
      }
    });
    // A faded tapestry on the wall.
    stage.surface([windowAt(-2.5, 1.4), windowAt(-2.1, 1.4), windowAt(-2.1, 3.2), windowAt(-2.5, 3.2)], [355, 45, 38]);
    const doorAt = (a: number, y: number): [number, number, number] => [
      Math.sin(Math.PI + a) * (radius - 0.05),
      y,
      Math.cos(Math.PI + a) * (radius - 0.05),
    ];
    stage.surface(
      [doorAt(-0.18, 0), doorAt(0.18, 0), doorAt(0.18, 2.1), doorAt(0, 2.4), doorAt(-0.18, 2.1)],
      [25, 45, 28],
    );
    // The pillar and the steps winding up round it.
    const pillar = 0.4;
    for (let index = 0; index < 8; index++) {
      const a0 = (index / 8) * Math.PI * 2;
      const a1 = ((index + 1) / 8) * Math.PI * 2;
      stage.panel(
        [
          [Math.sin(a0) * pillar, 0, Math.cos(a0) * pillar],
          [Math.sin(a1) * pillar, 0, Math.cos(a1) * pillar],
          [Math.sin(a1) * pillar, TOWER.height, Math.cos(a1) * pillar],
          [Math.sin(a0) * pillar, TOWER.height, Math.cos(a0) * pillar],
        ],
        [stone[0], stone[1], stone[2] - 10 + index],
        { bias: 0.4 },
      );
    }
    const rise = 0.19;
    const perTurn = 16;
    for (let step = 0; step < 64; step++) {
      const a0 = Math.PI * 0.85 + (step / perTurn) * Math.PI * 2;
      const a1 = a0 + ((Math.PI * 2) / perTurn) * 1.02;
      const y = step * rise;
      const inner = pillar;
      const outer = radius - 0.05;
      const p = (a: number, r: number, h: number): [number, number, number] => [Math.sin(a) * r, h, Math.cos(a) * r];
      stage.solid([
        {
          points: [p(a0, inner, y + rise), p(a0, outer, y + rise), p(a1, outer, y + rise), p(a1, inner, y + rise)],
          color: [35, 14, 66],
        },
        {
          points: [p(a0, inner, y), p(a0, outer, y), p(a0, outer, y + rise), p(a0, inner, y + rise)],
          color: [35, 12, 48],
        },
        {
          points: [p(a1, inner, y), p(a1, outer, y), p(a1, outer, y + rise), p(a1, inner, y + rise)],
          color: [35, 12, 48],
        },
        { points: [p(a0, inner, y), p(a0, outer, y), p(a1, outer, y), p(a1, inner, y)], color: [35, 12, 40] },
        {
          points: [p(a0, inner, y), p(a1, inner, y), p(a1, inner, y + rise), p(a0, inner, y + rise)],
          color: [35, 12, 45],
        },
      ]);
    }
    // Lanterns on the wall light the climb.
    for (const [a, y] of [
      [0.9, 2.2],
      [-1.0, 3.6],
      [2.6, 5],
      [-2.4, 1.9],
    ] as const) {
      const [x, z] = [Math.sin(a) * (radius - 0.15), Math.cos(a) * (radius - 0.15)];
      roomLamp(stage, x, y, z, 3.5);
    }
  },
};

function straightStairs(stage: Stage): void {
  const r = TOWER;
  const hall = { width: 7, depth: 7, height: 14 };
  roomShell(stage, hall, [35, 25, 62], [30, 30, 40]);
  roomWindow(stage, r, 'back', -0.6, 0.6, 4.5, 6);
  roomDoor(stage, r, 'front', 0);
  // A straight flight up the back, with a banister, to a landing.
  const rise = 0.2;
  const tread = 0.28;
  for (let step = 0; step < 18; step++) {
    const z0 = -1.5 + step * tread;
    stage.box(-1.2, 1.2, 0, (step + 1) * rise, z0, z0 + tread, [30, 35, 50 + (step % 2) * 4], [30, 40, 62]);
  }
  stage.box(-3.5, 3.5, 3.5, 3.7, 3.5 - 0.9, 3.5, [30, 35, 45]);
  for (const x of [-1.25, 1.25]) {
    for (let step = 0; step < 18; step += 3) {
      const z = -1.4 + step * tread;
      stage.box(x - 0.03, x + 0.03, (step + 1) * rise, (step + 1) * rise + 0.9, z, z + 0.06, [25, 40, 30]);
    }
  }
  roomLamp(stage, -2.5, 2.2, 2.8, 4);
  roomLamp(stage, 2.5, 4, 2.8, 4);
}
