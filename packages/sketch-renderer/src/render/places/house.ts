import type { Hsl } from '../color.ts';
import type { World } from '../world.ts';
import type { Face, SolidFace, Stage } from './stage.ts';

/** Houses with their windows and doors, lit at night: the building block of towns, harbours and farms. */

export const WINDOW_LIT: Hsl = [45, 90, 66];
export const WINDOW_DARK: Hsl = [210, 30, 45];
/** Lit windows glow when the sky is dark (night, dusk, a storm). */
function lit(world: World): boolean {
  return world.spec.time === 'night' || world.spec.time === 'sunset' || Boolean(world.spec.storm);
}

/** A window on the plane z = const facing −z (or +z), as a face detail. */
export function windowOnZ(world: World, x0: number, x1: number, y0: number, y1: number, z: number): Face {
  const on = lit(world);
  return {
    points: [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    color: on ? WINDOW_LIT : WINDOW_DARK,
    glow: on,
  };
}

/** A window on the plane x = const. */
export function windowOnX(world: World, z0: number, z1: number, y0: number, y1: number, x: number): Face {
  const on = lit(world);
  return {
    points: [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    color: on ? WINDOW_LIT : WINDOW_DARK,
    glow: on,
  };
}

export interface HouseOptions {
  x: number;
  z: number;
  width: number;
  depth: number;
  height: number;
  roofHeight: number;
  wall: Hsl;
  roof: Hsl;
  /** Windows per floor on the front and sides. */
  windows?: number;
  floors?: number;
  door?: Hsl;
  /** A flat roof (city blocks, warehouses with a parapet). */
  flat?: boolean;
}

/** A building with a gable roof (ridge front to back) or a flat roof, windows on all sides and a door in front. */
export function house(stage: Stage, options: HouseOptions): void {
  const { world } = stage;
  const { x, z, width, depth, height, roofHeight, wall, roof } = options;
  const x0 = x - width / 2;
  const x1 = x + width / 2;
  const z0 = z - depth / 2;
  const z1 = z + depth / 2;
  const ridge = options.flat ? height : height + roofHeight;
  const floors = options.floors ?? 1;
  const perFloor = options.windows ?? 2;
  const front: Face[] = [];
  const back: Face[] = [];
  const left: Face[] = [];
  const right: Face[] = [];
  const floorHeight = height / floors;
  for (let floor = 0; floor < floors; floor++) {
    const y0 = floor * floorHeight + floorHeight * 0.4;
    const y1 = y0 + floorHeight * 0.38;
    for (let index = 0; index < perFloor; index++) {
      const cellW = width / perFloor;
      const wx0 = x0 + cellW * index + cellW * 0.28;
      const wx1 = wx0 + cellW * 0.44;
      // Leave the middle of the ground floor for the door.
      if (floor === 0 && options.door && Math.abs((wx0 + wx1) / 2 - x) < width * 0.12) continue;
      front.push(windowOnZ(world, wx0, wx1, y0, y1, z0 - 0.02));
      back.push(windowOnZ(world, wx0, wx1, y0, y1, z1 + 0.02));
      const cellD = depth / perFloor;
      const wz0 = z0 + cellD * index + cellD * 0.28;
      left.push(windowOnX(world, wz0, wz0 + cellD * 0.44, y0, y1, x0 - 0.02));
      right.push(windowOnX(world, wz0, wz0 + cellD * 0.44, y0, y1, x1 + 0.02));
    }
  }
  if (options.door) {
    const doorW = Math.min(1.1, width * 0.2);
    front.push({
      points: [
        [x - doorW / 2, 0, z0 - 0.03],
        [x + doorW / 2, 0, z0 - 0.03],
        [x + doorW / 2, Math.min(2.1, floorHeight * 0.8), z0 - 0.03],
        [x - doorW / 2, Math.min(2.1, floorHeight * 0.8), z0 - 0.03],
      ],
      color: options.door,
    });
  }
  const side: Hsl = [wall[0], wall[1], wall[2] - 9];
  const faces: SolidFace[] = [
    {
      points: options.flat
        ? [
            [x0, 0, z0],
            [x1, 0, z0],
            [x1, height, z0],
            [x0, height, z0],
          ]
        : [
            [x0, 0, z0],
            [x1, 0, z0],
            [x1, height, z0],
            [x, ridge, z0],
            [x0, height, z0],
          ],
      color: wall,
      details: front,
    },
    {
      points: options.flat
        ? [
            [x0, 0, z1],
            [x1, 0, z1],
            [x1, height, z1],
            [x0, height, z1],
          ]
        : [
            [x0, 0, z1],
            [x1, 0, z1],
            [x1, height, z1],
            [x, ridge, z1],
            [x0, height, z1],
          ],
      color: wall,
      details: back,
    },
    {
      points: [
        [x0, 0, z0],
        [x0, 0, z1],
        [x0, height, z1],
        [x0, height, z0],
      ],
      color: side,
      details: left,
    },
    {
      points: [
        [x1, 0, z0],
        [x1, 0, z1],
        [x1, height, z1],
        [x1, height, z0],
      ],
      color: side,
      details: right,
    },
  ];
  if (options.flat) {
    faces.push({
      points: [
        [x0, height, z0],
        [x1, height, z0],
        [x1, height, z1],
        [x0, height, z1],
      ],
      color: roof,
    });
  } else {
    faces.push(
      {
        points: [
          [x0, height, z0],
          [x, ridge, z0],
          [x, ridge, z1],
          [x0, height, z1],
        ],
        color: roof,
      },
      {
        points: [
          [x1, height, z0],
          [x, ridge, z0],
          [x, ridge, z1],
          [x1, height, z1],
        ],
        color: [roof[0], roof[1], roof[2] - 7],
      },
    );
  }
  stage.solid(faces);
}
