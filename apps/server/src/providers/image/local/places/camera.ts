import type { Camera } from './stage.ts';

/** The views of the variant suite that are drawn as their own projection of a place (see viewKindOf). */
export const PLACE_VIEWS = ['reverse', 'angle-left', 'angle-right', 'low', 'high', 'exterior', 'super-wide'] as const;
export type PlaceView = (typeof PLACE_VIEWS)[number];

/** Where the default camera stands for a place: the point it looks at, how far back and how high. */
export interface Shot {
  focusX: number;
  focusZ: number;
  distance: number;
  eye: number;
  /** Lens: pixels per metre at one metre, as a fraction of the frame width (wider lens indoors). */
  lens: number;
}

/** Heading of the turned views, in radians. */
const TURN = 0.72;

/**
 * The camera for a view of a shot: the same place, seen from another spot. Indoors the camera stays inside the
 * room (distance is how far the focus is from the back of the room where the camera stands).
 */
export function cameraFor(
  shot: Shot,
  view: PlaceView | undefined,
  frame: { width: number; height: number; horizonRatio: number },
): Camera {
  const { width, height, horizonRatio } = frame;
  let heading = 0;
  let distance = shot.distance;
  let eye = shot.eye;
  let ratio = horizonRatio;
  let lens = shot.lens;
  switch (view) {
    case 'reverse':
      heading = Math.PI;
      break;
    case 'angle-left':
      heading = TURN;
      break;
    case 'angle-right':
      heading = -TURN;
      break;
    case 'low':
      distance *= 0.85;
      eye = Math.min(0.4, eye);
      ratio = Math.min(0.82, Math.max(horizonRatio + 0.22, 0.7));
      break;
    case 'high':
      distance *= 1.2;
      eye = Math.max(eye * 2.5, distance * 0.9 + 6);
      ratio = 0.08;
      break;
    case 'exterior':
      distance = distance * 2.4 + 8;
      eye = eye * 1.4 + 1;
      break;
    case 'super-wide':
      distance = distance * 7 + 90;
      eye = 26;
      ratio = 0.42;
      lens *= 0.85;
      break;
    default:
      break;
  }
  return {
    x: shot.focusX - Math.sin(heading) * distance,
    z: shot.focusZ - Math.cos(heading) * distance,
    y: eye,
    heading,
    focal: width * lens,
    horizon: height * ratio,
  };
}

/** Interior shots move less: the camera must stay inside the walls. */
export function roomCameraFor(
  shot: Shot,
  view: PlaceView | undefined,
  room: { width: number; depth: number; height: number },
  frame: { width: number; height: number; horizonRatio: number },
): Camera {
  const camera = cameraFor(shot, view === 'super-wide' || view === 'exterior' ? undefined : view, frame);
  if (view === 'high') {
    camera.y = room.height - 0.3;
    const back = shot.distance * 1.05;
    camera.x = shot.focusX;
    camera.z = shot.focusZ - back;
  }
  if (view === 'low') camera.y = 0.35;
  const marginX = room.width / 2 - 0.4;
  const marginZ = room.depth / 2 - 0.3;
  camera.x = Math.max(-marginX, Math.min(marginX, camera.x));
  camera.z = Math.max(-marginZ, Math.min(marginZ, camera.z));
  return camera;
}
