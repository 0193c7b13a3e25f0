import { css, type Hsl } from '../color.ts';
import { barrel, glow } from './parts.ts';
import type { IndoorDrawing, PlaceContext } from './place-drawing.ts';
import {
  bookshelf,
  roomDoor,
  roomLamp,
  roomShell,
  roomShot,
  roomWindow,
  wallPanel,
  type RoomSize,
} from './room-parts.ts';
import { spaceship } from './spaceship.ts';
import type { Stage } from './stage.ts';
import { stairs } from './stairs.ts';

/** Rooms: the camera stands inside; every view is another spot in the same room (the ship and the stairs beside). */

const STANDARD: RoomSize = { width: 7, depth: 7, height: 3.2 };

function table(stage: Stage, x: number, z: number, w: number, d: number, h: number, color: Hsl): void {
  stage.box(x - w / 2, x + w / 2, h - 0.06, h, z - d / 2, z + d / 2, color);
  for (const [lx, lz] of [
    [x - w / 2 + 0.08, z - d / 2 + 0.08],
    [x + w / 2 - 0.08, z - d / 2 + 0.08],
    [x - w / 2 + 0.08, z + d / 2 - 0.08],
    [x + w / 2 - 0.08, z + d / 2 - 0.08],
  ] as const) {
    stage.box(lx - 0.04, lx + 0.04, 0, h - 0.06, lz - 0.04, lz + 0.04, [color[0], color[1], color[2] - 10]);
  }
}

function inHouse(place: PlaceContext, sign: string): { place: string; details: string[] } {
  return { place: 'house', details: [sign, ...place.details] };
}

export const room: IndoorDrawing = {
  kind: 'indoor',
  room: STANDARD,
  shot: roomShot(STANDARD),
  exterior: (place) => inHouse(place, 'home'),
  build(stage) {
    const r = STANDARD;
    roomShell(stage, r, [40, 40, 76], [30, 40, 42]);
    roomWindow(stage, r, 'back', -2.6, -0.9, 1, 2.4);
    wallPanel(stage, r, 'back', 0.2, 1.4, 1.4, 2.2, [200, 35, 50]);
    wallPanel(stage, r, 'back', 0.28, 1.32, 1.48, 2.12, [35, 60, 62]);
    roomDoor(stage, r, 'front', 1.5);
    roomWindow(stage, r, 'left', 0.5, 2, 1, 2.3);
    // A sofa against the back wall, a rug, a side table with a lamp, a bed-like chest.
    stage.box(-0.2, 2.6, 0, 0.45, 2.6, 3.4, [350, 40, 42]);
    stage.box(-0.2, 2.6, 0.45, 1.0, 3.2, 3.45, [350, 40, 38]);
    stage.surface(
      [
        [-1.5, 0.01, 0.5],
        [1.5, 0.01, 0.5],
        [1.5, 0.01, 2.4],
        [-1.5, 0.01, 2.4],
      ],
      [10, 55, 48],
    );
    table(stage, -2.8, 2.9, 0.8, 0.8, 0.65, [28, 40, 35]);
    roomLamp(stage, -2.8, 1.1, 2.9, 3.5);
    roomLamp(stage, 0, 2.7, 0.5, 5);
    stage.box(3.0, 3.45, 0, 1.9, -1, 1, [28, 35, 40]);
  },
};

export const kitchen: IndoorDrawing = {
  kind: 'indoor',
  room: STANDARD,
  shot: roomShot(STANDARD),
  exterior: (place) => inHouse(place, 'kitchen'),
  build(stage) {
    const r = STANDARD;
    roomShell(stage, r, [45, 45, 82], [20, 25, 52]);
    // Tiles behind the counter.
    for (let a = -3.4; a < 3.4; a += 0.3) {
      wallPanel(stage, r, 'back', a, a + 0.28, 0.95, 1.6, [190, 25, 80]);
    }
    roomWindow(stage, r, 'back', -0.7, 0.7, 1.7, 2.7);
    const cabinet: Hsl = [200, 25, 52];
    stage.box(-3.5, 3.5, 0, 0.9, 2.9, 3.5, cabinet, [30, 10, 78]);
    stage.box(-3.5, -1.0, 2.0, 2.8, 3.1, 3.5, cabinet);
    stage.box(1.0, 3.5, 2.0, 2.8, 3.1, 3.5, cabinet);
    // Stove with a red pot, pans on the wall.
    stage.box(0.9, 1.8, 0, 0.92, 2.85, 3.5, [0, 0, 25]);
    stage.box(1.1, 1.6, 0.92, 1.2, 3.0, 3.3, [2, 65, 45]);
    for (const a of [-2.7, -2.2, -1.7]) {
      stage.surface(
        [
          [a - 0.18, 1.2, 3.46],
          [a + 0.18, 1.2, 3.46],
          [a + 0.18, 1.5, 3.46],
          [a - 0.18, 1.5, 3.46],
        ],
        [25, 15, 30],
      );
    }
    table(stage, 0, 0.8, 1.8, 1.0, 0.78, [30, 45, 45]);
    stage.box(-3.5, -2.9, 0, 1.9, -1.2, 0.6, [0, 0, 90]);
    roomDoor(stage, r, 'front', -1.2);
    roomLamp(stage, 0, 2.8, 0.8, 5);
  },
};

export const library: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 9, depth: 9, height: 4.5 },
  shot: roomShot({ width: 9, depth: 9, height: 4.5 }),
  exterior: (place) => ({ place: 'temple', details: ['library', ...place.details] }),
  build(stage) {
    const r = { width: 9, depth: 9, height: 4.5 };
    roomShell(stage, r, [35, 30, 62], [25, 35, 35], [30, 25, 40]);
    bookshelf(stage, r, 'back', -4.4, -0.9, 3.6);
    bookshelf(stage, r, 'back', 0.9, 4.4, 3.6);
    roomWindow(stage, r, 'back', -0.7, 0.7, 1.2, 3.6);
    bookshelf(stage, r, 'left', -4.4, 4.4, 3.6);
    bookshelf(stage, r, 'right', -4.4, 4.4, 3.6);
    bookshelf(stage, r, 'front', -4.4, 0.4, 3.6);
    roomDoor(stage, r, 'front', 1.6, [20, 45, 28]);
    table(stage, 0, 1.2, 2.4, 1.2, 0.8, [20, 45, 30]);
    stage.box(-0.5, -0.1, 0.8, 0.9, 1.0, 1.3, [2, 55, 38]);
    roomLamp(stage, 0.6, 1.1, 1.2, 3);
    roomLamp(stage, 0, 3.6, 0, 6);
  },
};

export const tavern: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 9, depth: 8, height: 3.4 },
  shot: roomShot({ width: 9, depth: 8, height: 3.4 }),
  exterior: (place) => inHouse(place, 'inn'),
  build(stage) {
    const r = { width: 9, depth: 8, height: 3.4 };
    roomShell(stage, r, [35, 35, 58], [25, 40, 30], [25, 40, 25]);
    // Ceiling beams.
    for (let z = -3.5; z <= 3.5; z += 1.4) stage.box(-4.5, 4.5, 3.1, 3.4, z - 0.12, z + 0.12, [25, 45, 22]);
    // Fireplace on the back wall with a fire.
    stage.box(-1.2, 1.2, 0, 1.8, 3.5, 4.0, [20, 12, 45]);
    stage.surface(
      [
        [-0.7, 0.2, 3.48],
        [0.7, 0.2, 3.48],
        [0.7, 1.2, 3.48],
        [-0.7, 1.2, 3.48],
      ],
      [20, 30, 10],
    );
    stage.cutOut(
      0,
      3.4,
      (sx, sy, scale) => {
        const { ctx } = stage.world;
        glow(stage.world, sx, sy - scale * 0.4, scale * 4, 1.5);
        ctx.fillStyle = css([28, 100, 55]);
        ctx.beginPath();
        ctx.moveTo(sx - scale * 0.5, sy - scale * 0.2);
        ctx.quadraticCurveTo(sx - scale * 0.2, sy - scale * 1.1, sx, sy - scale * 0.9);
        ctx.quadraticCurveTo(sx + scale * 0.3, sy - scale * 1.2, sx + scale * 0.5, sy - scale * 0.2);
        ctx.fill();
      },
      { y: 0.2 },
    );
    // The bar counter along the right wall, bottles, barrels, a table with stools.
    stage.box(2.6, 3.4, 0, 1.1, -2.5, 2.8, [25, 50, 32], [25, 40, 22]);
    for (let z = -2.2; z < 2.6; z += 0.35) stage.box(4.2, 4.3, 1.5, 1.85, z, z + 0.1, [120 + z * 40, 40, 35]);
    stage.box(4.15, 4.5, 1.45, 1.5, -2.5, 2.8, [25, 40, 28]);
    barrel(stage, 3.9, 3.3, 1.1);
    barrel(stage, -3.8, 3.2, 1.1);
    barrel(stage, -3.9, 2.2, 1.0);
    table(stage, -1.2, 0.8, 1.4, 1.0, 0.75, [25, 45, 35]);
    table(stage, 1.0, -1.2, 1.2, 0.9, 0.75, [25, 45, 35]);
    roomWindow(stage, r, 'left', -1.5, 0, 1.1, 2.3);
    roomDoor(stage, r, 'front', 0, [25, 45, 25]);
    roomLamp(stage, -1.2, 2.6, 0.8, 4);
    roomLamp(stage, 1.0, 2.6, -1.2, 4);
    roomLamp(stage, 3.0, 2.7, 1.5, 4);
  },
};

export const throneRoom: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 12, depth: 18, height: 8 },
  shot: { focusX: 0, focusZ: 2, distance: 8.5, eye: 1.7, lens: 0.5 },
  exterior: (place) => ({ place: 'palace', details: [...place.details] }),
  build(stage) {
    const r = { width: 12, depth: 18, height: 8 };
    roomShell(stage, r, [40, 20, 68], [35, 15, 55], [40, 20, 45]);
    // The red carpet to the throne on its dais.
    stage.surface(
      [
        [-1, 0.01, -9],
        [1, 0.01, -9],
        [1, 0.01, 7],
        [-1, 0.01, 7],
      ],
      [355, 65, 38],
    );
    stage.box(-3, 3, 0, 0.5, 6.5, 9, [40, 20, 60]);
    stage.box(-0.9, 0.9, 0.5, 1.0, 7.6, 8.6, [45, 70, 50]);
    stage.box(-0.9, 0.9, 1.0, 3.4, 8.4, 8.8, [45, 75, 48]);
    stage.box(-0.7, 0.7, 1.0, 2.9, 8.35, 8.45, [355, 60, 40]);
    // Banners behind the throne, columns down both sides.
    for (const a of [-4, 4]) wallPanel(stage, r, 'back', a - 0.8, a + 0.8, 2.5, 7, [355, 60, 40]);
    for (const a of [-4, 4]) wallPanel(stage, r, 'back', a - 0.3, a + 0.3, 5, 5.6, [45, 80, 55]);
    for (let z = -7; z <= 6; z += 3.2) {
      for (const x of [-4.2, 4.2]) {
        stage.box(x - 0.35, x + 0.35, 0, 8, z - 0.35, z + 0.35, [40, 15, 80]);
        roomLamp(stage, x * 0.85, 4, z, 3);
      }
    }
    for (let z = -6; z <= 6; z += 4) {
      roomWindow(stage, r, 'left', z - 0.7, z + 0.7, 3, 6.5);
      roomWindow(stage, r, 'right', z - 0.7, z + 0.7, 3, 6.5);
    }
    roomDoor(stage, r, 'front', 0, [30, 50, 30]);
  },
};

export const classroom: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 9, depth: 8, height: 3.2 },
  shot: roomShot({ width: 9, depth: 8, height: 3.2 }),
  exterior: (place) => inHouse(place, 'school'),
  build(stage) {
    const r = { width: 9, depth: 8, height: 3.2 };
    roomShell(stage, r, [90, 20, 78], [30, 35, 50]);
    wallPanel(stage, r, 'back', -2.5, 2.5, 0.9, 2.4, [30, 40, 40]);
    wallPanel(stage, r, 'back', -2.4, 2.4, 1.0, 2.3, [150, 30, 22]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = stage.world;
      const a = stage.line([-1.8, 2.0, 3.95], [0.6, 2.0, 3.95]);
      const b = stage.line([-1.8, 1.6, 3.95], [1.4, 1.6, 3.95]);
      ctx.strokeStyle = css([0, 0, 92], 0.85);
      ctx.lineWidth = Math.max(1, unit * 0.3);
      ctx.beginPath();
      for (const line of [a, b]) {
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    for (const z of [-1.5, -0.4]) roomWindow(stage, r, 'right', z * 2 - 0.5, z * 2 + 0.5, 1, 2.4);
    roomWindow(stage, r, 'right', 1.5, 2.5, 1, 2.4);
    wallPanel(stage, r, 'left', -1, 1, 1.3, 2.3, [40, 60, 80]);
    // The teacher's desk and rows of pupils' desks with chairs.
    stage.box(-3.4, -1.8, 0, 0.8, 2.6, 3.3, [30, 45, 40]);
    for (let row = 0; row < 3; row++) {
      for (let column = 0; column < 4; column++) {
        const x = -2.7 + column * 1.8;
        const z = 1.2 - row * 1.5;
        table(stage, x, z, 1.0, 0.55, 0.72, [35, 50, 55]);
        stage.box(x - 0.2, x + 0.2, 0, 0.45, z - 0.7, z - 0.35, [200, 40, 45]);
      }
    }
    roomDoor(stage, r, 'front', 2.5);
    roomLamp(stage, -2, 3.0, 0, 4);
    roomLamp(stage, 2, 3.0, 0, 4);
  },
};

export const office: IndoorDrawing = {
  kind: 'indoor',
  room: { width: 10, depth: 8, height: 3 },
  shot: roomShot({ width: 10, depth: 8, height: 3 }),
  exterior: (place) => ({ place: 'city', details: ['office', ...place.details] }),
  build(stage) {
    const r = { width: 10, depth: 8, height: 3 };
    roomShell(stage, r, [210, 8, 80], [210, 10, 45], [0, 0, 88]);
    // A glass wall onto the city.
    for (let a = -4.8; a < 4.8; a += 1.6) roomWindow(stage, r, 'back', a + 0.05, a + 1.55, 0.4, 2.8);
    for (let column = 0; column < 3; column++) {
      for (const z of [-0.5, 1.8]) {
        const x = -3 + column * 3;
        table(stage, x, z, 1.6, 0.8, 0.74, [30, 20, 70]);
        // A monitor, lit.
        stage.box(x - 0.35, x + 0.35, 0.8, 1.25, z + 0.15, z + 0.2, [220, 15, 15]);
        stage.panel(
          [
            [x - 0.32, 0.83, z + 0.14],
            [x + 0.32, 0.83, z + 0.14],
            [x + 0.32, 1.22, z + 0.14],
            [x - 0.32, 1.22, z + 0.14],
          ],
          [200, 70, 65],
          { glow: true, bias: -0.1 },
        );
        stage.box(x - 0.25, x + 0.25, 0, 0.5, z - 0.8, z - 0.4, [220, 15, 25]);
      }
    }
    stage.box(4.3, 4.95, 0, 2, -3, -1.5, [210, 8, 60]);
    roomDoor(stage, r, 'front', -2, [210, 10, 55]);
    for (const x of [-3, 0, 3]) roomLamp(stage, x, 2.9, 0.6, 4);
  },
};

export const ROOMS: Record<string, IndoorDrawing> = {
  room,
  kitchen,
  library,
  tavern,
  'throne-room': throneRoom,
  classroom,
  office,
  spaceship,
  stairs,
};
