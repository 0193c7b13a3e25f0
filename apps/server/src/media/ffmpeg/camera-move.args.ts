import { CAMERA_EASE, type CameraPath, type CameraPlan, type FrameSize } from '@sym/contracts';
import { coverFitFilter, h264OutputArgs } from './h264.args.ts';
import { ffmpegNumber, filteredVideoArgs } from './filter-graph.args.ts';

// The camera plan (canvas, path, easing) lives in the shared timeline model, so the browser preview moves the
// camera exactly as these ffmpeg expressions do; this file only turns it into ffmpeg arguments.
export { planCameraMove } from '@sym/contracts';
export type { CameraPath, CameraPlan, ResolvedCameraMotion } from '@sym/contracts';
export type Size = FrameSize;

/** Short, stable decimals for the expressions (and their snapshots). */
const num = ffmpegNumber;

function lerp([from, to]: readonly [number, number], progress: string): string {
  return from === to ? num(from) : `(${num(from)}+${num(to - from)}*${progress})`;
}

/** The window's zoom and top-left corner on the canvas at eased progress `eased` (cameraWindowAt in ffmpeg terms). */
function windowExpressions(path: CameraPath, frame: Size, canvas: Size, eased: string) {
  // Interpolating log(zoom) makes the zoom speed feel constant rather than slowing down as it grows.
  const [zoomFrom, zoomTo] = path.zoom;
  const zoom = zoomFrom === zoomTo ? num(zoomFrom) : `exp(${lerp([Math.log(zoomFrom), Math.log(zoomTo)], eased)})`;
  const left = `(1+${lerp(path.x, eased)})*(${canvas.width}-${frame.width}/${zoom})/2`;
  const top = `(1+${lerp(path.y, eased)})*(${canvas.height}-${frame.height}/${zoom})/2`;
  return { zoom, left, top };
}

/** The eased progress of frame `index` (counted from 0) of `frames`: partly linear, partly a cosine ease. */
function easedProgress(index: string, frames: number): string {
  const time = `(${index}/${Math.max(1, frames - 1)})`;
  return `(${num(1 - CAMERA_EASE)}*${time}+${num(CAMERA_EASE / 2)}*(1-cos(PI*${time})))`;
}

/**
 * Pixels kept around the frame's window when only that part of a wider (taller) canvas is warped: crop's offset
 * is rounded down to even (yuv420p chroma) and cubic sampling reads up to two pixels past a sample.
 */
const WINDOW_MARGIN = 2;

/**
 * A pan's or tilt's moving crop of the canvas: the part perspective has to warp, the frame plus margins instead of
 * the whole canvas (up to 1.5 times the frame), so the same frames cost up to a third less. Along an axis where the
 * canvas is the frame's size the crop spans it (offset '0').
 */
export interface CameraCrop {
  size: Size;
  /** ffmpeg expressions of the crop's top-left corner in the canvas, per frame. */
  offset: { x: string; y: string };
}

/**
 * The crop's offset along one axis: a little before the window, rounded down to even and clamped into the canvas
 * exactly as the crop filter rounds and clamps it (yuv420p), so perspective can subtract the very same value.
 * `min(max(a,0),most)` is spelled with `abs`: a comma would need filtergraph escaping.
 */
function cropOffset(position: string, canvasExtent: number, cropExtent: number): string {
  if (cropExtent >= canvasExtent) return '0';
  const wanted = `(2*floor(${position}/2)-${WINDOW_MARGIN})`;
  const atLeastZero = `((${wanted}+abs(${wanted}))/2)`;
  const most = canvasExtent - cropExtent;
  return `((${atLeastZero}+${most}-abs(${atLeastZero}-${most}))/2)`;
}

/** The moving crop for a path, in terms of frame index `index` (crop's `n`, perspective's `in-1`); null if none. */
export function cameraCrop(
  path: CameraPath,
  frame: Size,
  canvas: Size,
  frames: number,
  index: string,
): CameraCrop | null {
  const size = {
    width: Math.min(canvas.width, frame.width + 3 * WINDOW_MARGIN),
    height: Math.min(canvas.height, frame.height + 3 * WINDOW_MARGIN),
  };
  if (size.width === canvas.width && size.height === canvas.height) return null;
  const { left, top } = windowExpressions(path, frame, canvas, easedProgress(index, frames));
  return {
    size,
    offset: { x: cropOffset(left, canvas.width, size.width), y: cropOffset(top, canvas.height, size.height) },
  };
}

/**
 * The perspective filter's eight corner expressions for a path: the window's corners in the warped picture (the
 * canvas, or `crop` of it written for perspective's frame index `(in-1)`), mapped onto that picture's whole size;
 * the frame is then its top-left corner. Corners are evaluated per frame in floating point and sampled with
 * subpixel interpolation, so slow moves glide instead of stepping a whole pixel at a time like zoompan's integer
 * crop. The crop only shifts the picture by whole, even pixels, so the frames are the very same as when the whole
 * canvas is warped. Expressions avoid ',' and ':' so they need no filtergraph escaping.
 */
export function cameraCornerExpressions(
  path: CameraPath,
  frame: Size,
  canvas: Size,
  frames: number,
  crop: CameraCrop | null = null,
): string[] {
  // perspective counts input frames from 1.
  const {
    zoom,
    left: canvasLeft,
    top: canvasTop,
  } = windowExpressions(path, frame, canvas, easedProgress('(in-1)', frames));
  const warped = crop?.size ?? canvas;
  const left = crop && crop.offset.x !== '0' ? `(${canvasLeft}-${crop.offset.x})` : canvasLeft;
  const top = crop && crop.offset.y !== '0' ? `(${canvasTop}-${crop.offset.y})` : canvasTop;
  const right = `${left}+${warped.width}/${zoom}`;
  const bottom = `${top}+${warped.height}/${zoom}`;
  return [left, top, right, top, left, bottom, right, bottom];
}

/**
 * The filter graph `[0:v]` → `[v]` of a still with its camera move: cover-fit to the plan's canvas, the still
 * looped to `frames` frames, a pan's or tilt's moving crop of the canvas around the frame's window (cameraCrop),
 * then the perspective warp along the path, cropped to the frame when the warped picture is larger. The local
 * video provider samples bicubic; export intermediates bilinear, for speed.
 */
export function cameraMoveGraph(
  plan: Pick<CameraPlan, 'canvas' | 'path'>,
  frame: Size,
  fps: number,
  frames: number,
  interpolation: 'cubic' | 'linear',
): string {
  const { canvas } = plan;
  // The same crop written twice: for crop (frames counted from 0 as n) and for perspective (from 1 as in).
  const crop = cameraCrop(plan.path, frame, canvas, frames, 'n');
  const forPerspective = cameraCrop(plan.path, frame, canvas, frames, '(in-1)');
  const corners = cameraCornerExpressions(plan.path, frame, canvas, frames, forPerspective);
  const perspective = `perspective=${corners.map((expression, index) => `${index % 2 ? 'y' : 'x'}${index >> 1}=${expression}`).join(':')}:interpolation=${interpolation}:eval=frame`;
  const window = crop ? `crop=${crop.size.width}:${crop.size.height}:${crop.offset.x}:${crop.offset.y},` : '';
  const warped = crop?.size ?? canvas;
  const cropToFrame =
    warped.width > frame.width || warped.height > frame.height ? `,crop=${frame.width}:${frame.height}:0:0` : '';
  return (
    `[0:v]${coverFitFilter(canvas.width, canvas.height)},` +
    `loop=loop=${frames - 1}:size=1:start=0,${framePts(fps)},${window}${perspective}${cropToFrame}[v]`
  );
}

/**
 * Timestamps of a looped still: frame N at N/fps exactly. The time base goes to 1/fps first: in a picture's own
 * (image2 gives 1/25) `N/(30*TB)` rounds to whole 25ths, so frames shared timestamps and the output's fixed rate
 * dropped some and repeated others (a judder in every camera move).
 */
export function framePts(fps: number): string {
  return `settb=1/${num(fps)},setpts=N`;
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
  const graph = cameraMoveGraph(plan, frame, fps, frames, 'cubic');
  return [...filteredVideoArgs(options.input, graph, frames, fps), '-an', ...h264OutputArgs(fps), options.output];
}
