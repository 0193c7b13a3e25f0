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
  /** Looking down from a height by default (a clifftop view shows the sea below), in radians. */
  pitch?: number;
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
  let pitch = view === 'low' ? 0 : (shot.pitch ?? 0);
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
      eye = Math.max(eye * 2.5, distance * 0.8 + 6);
      pitch = Math.atan(eye / distance) * 0.85;
      break;
    case 'exterior':
      // An establishing view: further back, a little raised and turned, the whole place and what is round it.
      distance = distance * 2.2 + 10;
      eye = distance * 0.12 + 3;
      heading = 0.3;
      pitch = Math.atan(eye / distance) * 0.6;
      break;
    case 'super-wide':
      distance = distance * 3.5 + 70;
      eye = distance * 0.3 + 10;
      pitch = Math.atan(eye / distance) * 0.7;
      lens *= 0.8;
      break;
    default:
      break;
  }
  const focal = width * lens;
  // A tilted camera keeps the focus near the middle of the frame; the horizon rises by the tilt.
  const centerY = height * 0.5;
  return {
    x: shot.focusX - Math.sin(heading) * distance,
    z: shot.focusZ - Math.cos(heading) * distance,
    y: eye,
    heading,
    focal,
    horizon: pitch ? centerY - Math.tan(pitch) * focal : height * ratio,
    pitch,
    centerY,
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
    camera.pitch = Math.atan((camera.y - 0.8) / (back + 1)) * 0.9;
    camera.centerY = frame.height * 0.5;
    camera.horizon = camera.centerY - Math.tan(camera.pitch) * camera.focal;
  }
  if (view === 'low') camera.y = 0.35;
  const marginX = room.width / 2 - 0.4;
  const marginZ = room.depth / 2 - 0.3;
  camera.x = Math.max(-marginX, Math.min(marginX, camera.x));
  camera.z = Math.max(-marginZ, Math.min(marginZ, camera.z));
  return camera;
}
