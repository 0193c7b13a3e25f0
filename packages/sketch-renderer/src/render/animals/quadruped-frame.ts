// Where a four-legged animal's body is for a pose: shared by its legs and body (quadruped.ts) and head
// (quadruped-head.ts).
import type { QuadrupedLook } from './quadruped-looks.ts';

/** How a four-legged animal holds itself; the scene's actions map onto these (animal-poses in index.ts). */
export type AnimalPose = 'stand' | 'walk' | 'run' | 'sit' | 'lie' | 'rear';

export type Point = readonly [number, number];

/** The body's tilt and drop for a pose: the back hip is the pivot, so the hind feet stay where they are. */
export interface BodyFrame {
  pivot: Point;
  angle: number;
  drop: number;
}

/** The body frame of a look in a pose. */
export function frameFor(look: QuadrupedLook, pose: AnimalPose): BodyFrame {
  const pivot: Point = [look.body.x - look.legSpread, look.body.y + look.body.ry * 0.4];
  const belly = look.body.y + look.body.ry;
  switch (pose) {
    case 'sit':
      return { pivot, angle: -0.5, drop: (100 - pivot[1]) * 0.55 };
    case 'lie':
      return { pivot, angle: 0, drop: Math.max(0, 97 - belly) };
    case 'rear':
      return { pivot, angle: -0.6, drop: 0 };
    case 'run':
      return { pivot, angle: 0.06, drop: -4 };
    default:
      return { pivot, angle: 0, drop: 0 };
  }
}

/** A point of the standing body, moved with the body for the pose. */
export function place(frame: BodyFrame, point: Point): Point {
  const dx = point[0] - frame.pivot[0];
  const dy = point[1] - frame.pivot[1];
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return [frame.pivot[0] + dx * cos - dy * sin, frame.pivot[1] + dx * sin + dy * cos + frame.drop];
}
