import type { CameraMotion } from '@sym/contracts';
import { coverFitFilter, h264OutputArgs } from './h264.args.ts';

export interface Size {
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
  canvas: Size;
  path: CameraPath;
}

/** How much wider (or taller) than the frame the canvas may grow to show more of a wide (tall) picture. */
const MAX_CANVAS_EXTENT = 1.5;
/** The zoom a pan needs on a frame-sized canvas to have room to travel. */
const PAN_ZOOM = 1.15;
const TRACKING_ZOOM = 1.12;
/** Share of the move spent on easing: 0 = linear; 1 = full cosine ease that starts and ends at rest. */
const EASE = 0.6;
/** How far the picture's aspect may differ from the frame's before `auto` pans (tilts) instead of pushing in. */
const AUTO_ASPECT_RATIO = 1.2;

const HORIZONTAL: readonly ResolvedCameraMotion[] = ['pan_left', 'pan_right', 'tracking'];
const VERTICAL: readonly ResolvedCameraMotion[] = ['tilt_up', 'tilt_down', 'drone'];

function resolveMotion(motion: CameraMotion, image: Size, frame: Size): ResolvedCameraMotion {
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
export function planCameraMove(motion: CameraMotion, image: Size, frame: Size): CameraPlan {
  const resolved = resolveMotion(motion, image, frame);
  const scale = Math.max(frame.width / image.width, frame.height / image.height);
  const canvas: Size = {
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

/** Short, stable decimals for the expressions (and their snapshots). */
function num(value: number): string {
  return String(Number(value.toFixed(6)));
}

function lerp([from, to]: readonly [number, number], progress: string): string {
  return from === to ? num(from) : `(${num(from)}+${num(to - from)}*${progress})`;
}

/**
 * The perspective filter's eight corner expressions for a path. Corners are evaluated per frame in floating
 * point and sampled with subpixel interpolation, so slow moves glide instead of stepping a whole pixel at a time
 * like zoompan's integer crop. Expressions avoid ',' and ':' so they need no filtergraph escaping.
 */
export function cameraCornerExpressions(path: CameraPath, frame: Size, canvas: Size, frames: number): string[] {
  // perspective counts input frames from 1.
  const time = `((in-1)/${Math.max(1, frames - 1)})`;
  const eased = `(${num(1 - EASE)}*${time}+${num(EASE / 2)}*(1-cos(PI*${time})))`;
  // Interpolating log(zoom) makes the zoom speed feel constant rather than slowing down as it grows.
  const [zoomFrom, zoomTo] = path.zoom;
  const zoom = zoomFrom === zoomTo ? num(zoomFrom) : `exp(${lerp([Math.log(zoomFrom), Math.log(zoomTo)], eased)})`;
  const left = `(1+${lerp(path.x, eased)})*(${canvas.width}-${frame.width}/${zoom})/2`;
  const top = `(1+${lerp(path.y, eased)})*(${canvas.height}-${frame.height}/${zoom})/2`;
  // The source rectangle maps onto the whole canvas-sized output; the frame is then its top-left corner.
  const right = `${left}+${canvas.width}/${zoom}`;
  const bottom = `${top}+${canvas.height}/${zoom}`;
  return [left, top, right, top, left, bottom, right, bottom];
}

export interface CameraMoveArgsOptions {
  /** A still picture (PNG, JPEG, WebP). */
  input: string;
  /** An .mp4 path. */
  output: string;
  frame: Size;
  fps: number;
  /** Number of frames to write: duration × fps. */
  frames: number;
  plan: Pick<CameraPlan, 'canvas' | 'path'>;
}

/**
 * ffmpeg arguments turning a still into an H.264 clip with a camera move: the picture is decoded and
 * cover-fitted once, repeated with `loop`, and each frame is cut from it by `perspective` (cubic interpolation).
 */
export function cameraMoveArgs(options: CameraMoveArgsOptions): string[] {
  const { frame, fps, frames, plan } = options;
  const { canvas } = plan;
  const corners = cameraCornerExpressions(plan.path, frame, canvas, frames);
  const perspective = `perspective=${corners.map((expression, index) => `${index % 2 ? 'y' : 'x'}${index >> 1}=${expression}`).join(':')}:interpolation=cubic:eval=frame`;
  const cropToFrame =
    canvas.width > frame.width || canvas.height > frame.height ? `,crop=${frame.width}:${frame.height}:0:0` : '';
  const graph =
    `[0:v]${coverFitFilter(canvas.width, canvas.height)},` +
    `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${num(fps)}*TB),${perspective}${cropToFrame}[v]`;
  return [
    '-y',
    '-i',
    options.input,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-frames:v',
    String(frames),
    '-r',
    num(fps),
    '-an',
    ...h264OutputArgs(fps),
    options.output,
  ];
}
