import { css, type Hsl } from '../color.ts';
import { distant, ink, type World } from '../world.ts';
import {
  dot,
  mean,
  outwardNormal,
  type Camera,
  type CutOut,
  type Face,
  type FaceOptions,
  type P3,
  type Seen,
  type SolidFace,
} from './stage-geometry.ts';

export type { Camera, CutOut, Face, FaceOptions, P3, Seen, SolidFace };

const NEAR = 0.25;
const LAYER_SURFACE = 1;
const LAYER_SOLID = 2;
const LAYER_OVERLAY = 3;

interface Item {
  layer: number;
  depth: number;
  order: number;
  draw: () => void;
}

/**
 * A tiny 3D stage for places: ground shapes, solids and flat cut-outs placed in metres and seen through a camera.
 * Each place is built once in world coordinates; a view (reverse, turned, low, high, far) is only another camera,
 * so every view is a real projection of the same place rather than a crop of one picture.
 *
 * Coordinates: x to the right, y up, z away from the default camera. Painter's order: the backdrop and the ground
 * in the order they were added, then solids and cut-outs from far to near.
 */
export class Stage {
  private readonly items: Item[] = [];
  private readonly cos: number;
  private readonly sin: number;
  private readonly pitchCos: number;
  private readonly pitchSin: number;
  private readonly centerY: number;

  constructor(
    readonly world: World,
    readonly camera: Camera,
  ) {
    this.cos = Math.cos(camera.heading);
    this.sin = Math.sin(camera.heading);
    this.pitchCos = Math.cos(camera.pitch ?? 0);
    this.pitchSin = Math.sin(camera.pitch ?? 0);
    this.centerY = camera.pitch ? (camera.centerY ?? world.height / 2) : camera.horizon;
  }

  /** Camera-space coordinates: lateral, up, depth (after turning and tilting). */
  view(point: P3): [number, number, number] {
    const dx = point[0] - this.camera.x;
    const dz = point[2] - this.camera.z;
    const up = point[1] - this.camera.y;
    const depth = dx * this.sin + dz * this.cos;
    return [
      dx * this.cos - dz * this.sin,
      up * this.pitchCos + depth * this.pitchSin,
      depth * this.pitchCos - up * this.pitchSin,
    ];
  }

  private screen(lateral: number, up: number, depth: number): Seen {
    const scale = this.camera.focal / depth;
    return { x: this.world.width / 2 + lateral * scale, y: this.centerY - up * scale, d: depth };
  }

  /** Where a point lands on screen, or null when it is behind the camera. */
  project(point: P3): Seen | null {
    const [l, u, d] = this.view(point);
    return d < NEAR ? null : this.screen(l, u, d);
  }

  /** Distance along the view, for haze and ordering. */
  depthOf(point: P3): number {
    return this.view(point)[2];
  }

  /** Haze amount for a distance in metres (0 near, 1 lost in the haze). */
  haze(distance: number): number {
    return Math.min(0.9, Math.max(0, distance / (this.world.spec.fog ? 160 : 900)));
  }

  /** A polygon clipped to the near plane and projected; empty when it is all behind the camera. */
  polygon(points: readonly P3[]): Seen[] {
    const viewed = points.map((point) => this.view(point));
    const clipped: [number, number, number][] = [];
    for (let index = 0; index < viewed.length; index++) {
      const a = viewed[index]!;
      const b = viewed[(index + 1) % viewed.length]!;
      if (a[2] >= NEAR) clipped.push(a);
      if (a[2] >= NEAR !== b[2] >= NEAR) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        clipped.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    }
    return clipped.map(([l, u, d]) => this.screen(l, u, d));
  }

  private push(layer: number, depth: number, draw: () => void): void {
    this.items.push({ layer, depth, order: this.items.length, draw });
  }

  /** Trace a projected polygon as the current path; false when nothing of it is visible. */
  trace(points: readonly P3[]): boolean {
    const seen = this.polygon(points);
    if (seen.length < 3) return false;
    const { ctx } = this.world;
    ctx.beginPath();
    seen.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
    ctx.closePath();
    return true;
  }

  private fillFace(points: readonly P3[], color: Hsl, options: FaceOptions): void {
    if (!this.trace(points)) return;
    const { ctx, unit } = this.world;
    const depth = this.haze(centroidDepth(this, points));
    ctx.fillStyle = options.glow ? css(color) : distant(this.world, color, depth);
    ctx.fill();
    if (options.outline !== false) {
      ctx.lineWidth = Math.max(1, unit * 0.12);
      ctx.strokeStyle = ink(this.world, color, 0.45 * (1 - depth));
      ctx.stroke();
    }
  }

  /** Details of one colour (a façade's windows) filled as one path: one fill instead of dozens. */
  private fillDetails(details: readonly Face[]): void {
    const { ctx } = this.world;
    const groups = new Map<string, Face[]>();
    for (const detail of details) {
      const key = `${detail.color.join(',')}:${detail.glow ? 1 : 0}`;
      groups.set(key, [...(groups.get(key) ?? []), detail]);
    }
    for (const faces of groups.values()) {
      const first = faces[0]!;
      ctx.beginPath();
      let drawn = false;
      for (const face of faces) {
        const seen = this.polygon(face.points);
        if (seen.length < 3) continue;
        seen.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
        ctx.closePath();
        drawn = true;
      }
      if (!drawn) continue;
      const depth = this.haze(centroidDepth(this, first.points));
      ctx.fillStyle = first.glow ? css(first.color) : distant(this.world, first.color, depth);
      ctx.fill();
    }
  }

  /** A flat shape lying on or against something, drawn in the order added (ground, water, a carpet, a wall). */
  surface(points: readonly P3[], color: Hsl, options: FaceOptions = {}): void {
    this.push(LAYER_SURFACE, 0, () => this.fillFace(points, color, options));
  }

  /** Free drawing in the surface layer (textures, lines on the ground), run in the order added. */
  surfaceDraw(draw: () => void): void {
    this.push(LAYER_SURFACE, 0, draw);
  }

  /** A free-standing flat face sorted with the solids (a sign, a banner, a wall with no thickness). */
  panel(points: readonly P3[], color: Hsl, options: FaceOptions & { facing?: P3 } = {}): void {
    if (options.facing) {
      // One-sided: skipped when seen from behind (a cliff face hidden under its own top).
      const c = mean(points);
      const toEye: P3 = [this.camera.x - c[0], this.camera.y - c[1], this.camera.z - c[2]];
      if (dot(options.facing, toEye) <= 0) return;
    }
    this.push(LAYER_SOLID, centroidDepth(this, points) + (options.bias ?? 0), () =>
      this.fillFace(points, color, options),
    );
  }

  /**
   * A convex solid from its faces: faces turned away from the camera are skipped, the others drawn as one item so it
   * sorts as a whole against the other solids.
   */
  solid(faces: readonly SolidFace[], bias = 0): void {
    const all = faces.flatMap((face) => face.points);
    const center = mean(all);
    const eye: P3 = [this.camera.x, this.camera.y, this.camera.z];
    const visible = faces.filter((face) => {
      const normal = outwardNormal(face.points, center);
      const c = mean(face.points);
      return dot(normal, [eye[0] - c[0], eye[1] - c[1], eye[2] - c[2]]) > 0;
    });
    if (visible.length === 0) return;
    this.push(LAYER_SOLID, this.depthOf(center) + bias, () => {
      for (const face of visible) {
        this.fillFace(face.points, face.color, { glow: face.glow });
        if (face.details?.length) this.fillDetails(face.details);
      }
    });
  }

  /** Several faces drawn as one item, far faces first, none culled (an awning seen from below or above). */
  group(faces: readonly { points: readonly P3[]; color: Hsl; glow?: boolean }[], bias = 0): void {
    if (faces.length === 0) return;
    const center = mean(faces.flatMap((face) => face.points));
    const ordered = faces
      .map((face) => ({ face, depth: centroidDepth(this, face.points) }))
      .sort((a, b) => b.depth - a.depth);
    this.push(LAYER_SOLID, this.depthOf(center) + bias, () => {
      for (const { face } of ordered) this.fillFace(face.points, face.color, { glow: face.glow });
    });
  }

  /** A straight line between two points, clipped to the near plane. */
  line(a: P3, b: P3): { from: Seen; to: Seen } | null {
    const va = this.view(a);
    const vb = this.view(b);
    if (va[2] < NEAR && vb[2] < NEAR) return null;
    const clip = (p: [number, number, number], q: [number, number, number]): [number, number, number] => {
      if (p[2] >= NEAR) return p;
      const t = (NEAR - p[2]) / (q[2] - p[2]);
      return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, NEAR];
    };
    const ca = clip(va, vb);
    const cb = clip(vb, va);
    return { from: this.screen(ca[0], ca[1], ca[2]), to: this.screen(cb[0], cb[1], cb[2]) };
  }

  /** Straight lines (a fence, rigging, wires) sorted with the solids by their mean distance. */
  strokes(segments: readonly (readonly [P3, P3])[], color: Hsl, width: number, alpha = 1): void {
    if (segments.length === 0) return;
    const center = mean(segments.flat());
    this.push(LAYER_SOLID, this.depthOf(center), () => {
      const { ctx, unit } = this.world;
      ctx.strokeStyle = distant(this.world, color, this.haze(this.depthOf(center)), alpha);
      ctx.lineWidth = Math.max(1, unit * width);
      ctx.beginPath();
      for (const [a, b] of segments) {
        const line = this.line(a, b);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
  }

  /** An axis-aligned box from x0..x1, y0..y1, z0..z1. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: Hsl, top?: Hsl): void {
    const side: Hsl = [color[0], color[1], color[2] - 8];
    this.solid([
      {
        points: [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        color,
      },
      {
        points: [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        color,
      },
      {
        points: [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        color: side,
      },
      {
        points: [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        color: side,
      },
      {
        points: [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        color: top ?? [color[0], color[1], color[2] + 6],
      },
      {
        points: [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        color: side,
      },
    ]);
  }

  /** A flat cut-out standing at ground point (x, z), facing the camera, `radius` metres wide for ordering. */
  cutOut(x: number, z: number, draw: CutOut, options: { y?: number; bias?: number } = {}): void {
    const seen = this.project([x, options.y ?? 0, z]);
    if (!seen) return;
    const scale = this.camera.focal / seen.d;
    if (scale < 0.02) return;
    // Very near cut-outs would fill the frame with one blurred shape: skip what stands at the lens.
    if (seen.d < 1.2) return;
    const margin = this.world.width;
    if (seen.x < -margin || seen.x > this.world.width + margin) return;
    this.push(LAYER_SOLID, seen.d + (options.bias ?? 0), () => draw(seen.x, seen.y, scale, this.haze(seen.d)));
  }

  /** Free drawing sorted with the solids at the distance of `at` (a cliff face with a hole in it). */
  solidDraw(at: P3, draw: () => void, bias = 0): void {
    this.push(LAYER_SOLID, this.depthOf(at) + bias, draw);
  }

  /** Drawn after everything else, in the order added (rain on the lens, near grass). */
  overlay(draw: () => void): void {
    this.push(LAYER_OVERLAY, 0, draw);
  }

  render(): void {
    const sorted = [...this.items].sort((a, b) =>
      a.layer !== b.layer
        ? a.layer - b.layer
        : a.layer === LAYER_SOLID
          ? b.depth - a.depth || a.order - b.order
          : a.order - b.order,
    );
    for (const item of sorted) item.draw();
  }
}

function centroidDepth(stage: Stage, points: readonly P3[]): number {
  return stage.depthOf(mean(points));
}
