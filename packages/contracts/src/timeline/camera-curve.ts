import type { CameraMotion } from '../entities/scenario.ts';

// The camera move of a still shot, shared by the server's local video provider (ffmpeg expressions) and the
// browser preview (a CSS transform per frame), so both show the same move. Kept free of DOM and zod types.

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * Where the camera looks during a clip. The picture is first cover-fitted onto a canvas at least the frame's
 * size; the frame then shows a window of the canvas magnified by `zoom`, whose centre sits at `x`/`y` across the
 * travel the window leaves: -1 = against the left/top edge, 0 = centred, 1 = against the right/bottom edge.
 */
export interface CameraPath {
  zoom: readonly [from: number, to: number];
  x: readonly [from: number, to: number];
  y: readonly [from: number, to: number];
}

export type ResolvedCameraMotion = Exclude<CameraMotion, 'auto'> | 'push_in';

export interface CameraPlan {
  motion: ResolvedCameraMotion;
  canvas: FrameSize;
  path: CameraPath;
}

/** How much wider (or taller) than the frame the canvas may grow to show more of a wide (tall) picture. */
const MAX_CANVAS_EXTENT = 1.5;
/** The zoom a pan needs on a frame-sized canvas to have room to travel. */
const PAN_ZOOM = 1.15;
const TRACKING_ZOOM = 1.12;
/** Share of the move spent on easing: 0 = linear; 1 = full cosine ease that starts and ends at rest. */
export const CAMERA_EASE = 0.6;
/** How far the picture's aspect may differ from the frame's before `auto` pans (tilts) instead of pushing in. */
const AUTO_ASPECT_RATIO = 1.2;

const HORIZONTAL: readonly ResolvedCameraMotion[] = ['pan_left', 'pan_right', 'tracking'];
const VERTICAL: readonly ResolvedCameraMotion[] = ['tilt_up', 'tilt_down', 'drone'];

function resolveMotion(motion: CameraMotion, image: FrameSize, frame: FrameSize): ResolvedCameraMotion {
  if (motion !== 'auto') return motion;
  const relativeAspect = image.width / image.height / (frame.width / frame.height);
  if (relativeAspect > AUTO_ASPECT_RATIO) return 'pan_right';
  // End on the top of a tall picture, where faces usually are.
  if (relativeAspect < 1 / AUTO_ASPECT_RATIO) return 'tilt_up';
  return 'push_in';
}

/** The cover-fitted picture's extent along one axis, capped, even (yuv420p) and never smaller than the frame. */
function canvasExtent(scaled: number, frame: number, extend: boolean): number {
  if (!extend) return frame;
  return Math.max(frame, 2 * Math.floor(Math.min(scaled, frame * MAX_CANVAS_EXTENT) / 2));
}

/**
 * Chooses the canvas and camera path for a motion. Pans and tilts use more of a picture wider (taller) than the
 * frame instead of cropping it away; `auto` pushes in gently, or pans/tilts across such pictures.
 */
export function planCameraMove(motion: CameraMotion, image: FrameSize, frame: FrameSize): CameraPlan {
  const resolved = resolveMotion(motion, image, frame);
  const scale = Math.max(frame.width / image.width, frame.height / image.height);
  const canvas: FrameSize = {
    width: canvasExtent(image.width * scale, frame.width, HORIZONTAL.includes(resolved)),
    height: canvasExtent(image.height * scale, frame.height, VERTICAL.includes(resolved)),
  };
  const panZoomX = Math.max(1, (PAN_ZOOM * frame.width) / canvas.width);
  const panZoomY = Math.max(1, (PAN_ZOOM * frame.height) / canvas.height);
  const trackingZoom = Math.max(1, (TRACKING_ZOOM * frame.width) / canvas.width);

  const paths: Record<ResolvedCameraMotion, CameraPath> = {
    push_in: { zoom: [1, 1.1], x: [0, 0], y: [0, 0] },
    zoom_in: { zoom: [1, 1.25], x: [0, 0], y: [0, 0] },
    zoom_out: { zoom: [1.25, 1], x: [0, 0], y: [0, 0] },
    // Panning right moves the window right, so the picture slides left in the frame.
    pan_right: { zoom: [panZoomX, panZoomX], x: [-1, 1], y: [0, 0] },
    pan_left: { zoom: [panZoomX, panZoomX], x: [1, -1], y: [0, 0] },
    // Tilting up moves the window up, so the picture slides down in the frame.
    tilt_up: { zoom: [panZoomY, panZoomY], x: [0, 0], y: [1, -1] },
    tilt_down: { zoom: [panZoomY, panZoomY], x: [0, 0], y: [-1, 1] },
    tracking: { zoom: [trackingZoom, trackingZoom * 1.07], x: [-1, 1], y: [0, 0] },
    // Rising while pulling back: the window grows and climbs.
    drone: { zoom: [1.3, 1.06], x: [0, 0], y: [0.9, -0.3] },
  };
  return { motion: resolved, canvas, path: paths[resolved] };
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** The eased progress of a move: partly linear, partly a cosine that starts and ends at rest. */
export function easeCameraProgress(progress: number): number {
  const time = clamp01(progress);
  return (1 - CAMERA_EASE) * time + (CAMERA_EASE / 2) * (1 - Math.cos(Math.PI * time));
}

const lerp = ([from, to]: readonly [number, number], amount: number): number => from + (to - from) * amount;

/** The window of the canvas the frame shows at one moment, in canvas pixels. */
export interface CameraWindow {
  zoom: number;
  left: number;
  top: number;
}

/**
 * Where the window stands at `progress` (0-1 through the shot): the same curve the server's ffmpeg
 * expressions evaluate per frame (log-interpolated zoom, eased position).
 */
export function cameraWindowAt(
  plan: Pick<CameraPlan, 'canvas' | 'path'>,
  frame: FrameSize,
  progress: number,
): CameraWindow {
  const eased = easeCameraProgress(progress);
  const [zoomFrom, zoomTo] = plan.path.zoom;
  const zoom = zoomFrom === zoomTo ? zoomFrom : Math.exp(lerp([Math.log(zoomFrom), Math.log(zoomTo)], eased));
  const left = ((1 + lerp(plan.path.x, eased)) * (plan.canvas.width - frame.width / zoom)) / 2;
  const top = ((1 + lerp(plan.path.y, eased)) * (plan.canvas.height - frame.height / zoom)) / 2;
  return { zoom, left, top };
}

/**
 * The move as a transform of the canvas (the cover-fitted picture, `canvas` pixels, origin top-left) inside
 * the frame: `translate(translateX, translateY) scale(scale)`, all in frame pixels.
 */
export interface CameraTransform {
  scale: number;
  translateX: number;
  translateY: number;
  canvas: FrameSize;
}

/** The camera transform of a still at `progress` through its shot, for a picture and a frame size. */
export function cameraTransformAt(
  motion: CameraMotion,
  image: FrameSize,
  frame: FrameSize,
  progress: number,
): CameraTransform {
  const plan = planCameraMove(motion, image, frame);
  const view = cameraWindowAt(plan, frame, progress);
  return {
    scale: view.zoom,
    translateX: -view.left * view.zoom,
    translateY: -view.top * view.zoom,
    canvas: plan.canvas,
  };
}
