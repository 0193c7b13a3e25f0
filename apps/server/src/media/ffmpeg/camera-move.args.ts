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

/**
 * The perspective filter's eight corner expressions for a path. Corners are evaluated per frame in floating
 * point and sampled with subpixel interpolation, so slow moves glide instead of stepping a whole pixel at a time
 * like zoompan's integer crop. Expressions avoid ',' and ':' so they need no filtergraph escaping.
 */
export function cameraCornerExpressions(path: CameraPath, frame: Size, canvas: Size, frames: number): string[] {
  // perspective counts input frames from 1.
  const time = `((in-1)/${Math.max(1, frames - 1)})`;
  const eased = `(${num(1 - CAMERA_EASE)}*${time}+${num(CAMERA_EASE / 2)}*(1-cos(PI*${time})))`;
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

/**
 * The filter graph `[0:v]` → `[v]` of a still with its camera move: cover-fit to the plan's canvas, the still
 * looped to `frames` frames, then the perspective warp along the path (cropped to the frame when the canvas is
 * larger). The local video provider samples bicubic; export intermediates bilinear, for speed.
 */
export function cameraMoveGraph(
  plan: Pick<CameraPlan, 'canvas' | 'path'>,
  frame: Size,
  fps: number,
  frames: number,
  interpolation: 'cubic' | 'linear',
): string {
  const { canvas } = plan;
  const corners = cameraCornerExpressions(plan.path, frame, canvas, frames);
  const perspective = `perspective=${corners.map((expression, index) => `${index % 2 ? 'y' : 'x'}${index >> 1}=${expression}`).join(':')}:interpolation=${interpolation}:eval=frame`;
  const cropToFrame =
    canvas.width > frame.width || canvas.height > frame.height ? `,crop=${frame.width}:${frame.height}:0:0` : '';
  return (
    `[0:v]${coverFitFilter(canvas.width, canvas.height)},` +
    `loop=loop=${frames - 1}:size=1:start=0,${framePts(fps)},${perspective}${cropToFrame}[v]`
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
