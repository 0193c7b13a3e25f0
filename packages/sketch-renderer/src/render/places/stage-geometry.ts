import type { Hsl } from '../color.ts';

// The vocabulary of the place stage (stage.ts): points, camera, faces, and the little vector maths it needs.

export type P3 = readonly [x: number, y: number, z: number];

export interface Camera {
  x: number;
  /** Eye height in metres. */
  y: number;
  z: number;
  /** Direction of view in radians: 0 looks along +z, π looks back along −z. */
  heading: number;
  /** Pixels per metre at one metre: the zoom of the lens. */
  focal: number;
  /** Screen y of the horizon line (with no pitch, a shifted lens stands in for tilting the camera). */
  horizon: number;
  /** Looking down by this many radians (high views); the frame centre row is then `centerY`. */
  pitch?: number;
  centerY?: number;
}

/** A point as the camera sees it: screen position and distance along the view. */
export interface Seen {
  x: number;
  y: number;
  d: number;
}
/** How a cut-out is drawn: at a screen point with pixels per metre and haze depth (0 near, 1 far). */
export type CutOut = (x: number, baseY: number, scale: number, depth: number) => void;
export interface Face {
  points: readonly P3[];
  color: Hsl;
  glow?: boolean;
}

/** A face of a solid, with what is painted on it (windows, a door), drawn only when the face is. */
export interface SolidFace extends Face {
  details?: readonly Face[];
}

export interface FaceOptions {
  /** Emissive: drawn in its own colour whatever the light (a lit window, a screen). */
  glow?: boolean;
  outline?: boolean;
  /** Added to the sort depth: negative draws it later (in front of what touches it). */
  bias?: number;
}

/** The mean of points: a face's centre. */
export function mean(points: readonly P3[]): P3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const point of points) {
    x += point[0];
    y += point[1];
    z += point[2];
  }
  const n = Math.max(1, points.length);
  return [x / n, y / n, z / n];
}

export function dot(a: P3, b: P3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** The normal of a face pointing away from the solid's centre. */
export function outwardNormal(points: readonly P3[], center: P3): P3 {
  const [a, b, c] = [points[0]!, points[1]!, points[2]!];
  const u: P3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v: P3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n: P3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const m = mean(points);
  return dot(n, [m[0] - center[0], m[1] - center[1], m[2] - center[2]]) < 0 ? [-n[0], -n[1], -n[2]] : n;
}
