import { REVIEW_LIMITS, type Annotation, type AnnotationShape } from '@sym/contracts';

/** A point over the picture in 0–1 coordinates (0 the left / top edge, 1 the right / bottom edge). */
export type UnitPoint = [number, number];
/** A point in pixels of the picture's box as it is shown. */
export type PixelPoint = [number, number];
export type AnnotationTool = AnnotationShape['type'];
export const ANNOTATION_TOOLS: readonly AnnotationTool[] = ['stroke', 'arrow', 'box'];

/** Where the picture's box is on the screen (a DOMRect has these). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface BoxSize {
  width: number;
  height: number;
}

/** The colours a reviewer draws with: red first, as markers on a print are. */
export const ANNOTATION_COLORS = [
  { name: 'red', value: '#ef4444' },
  { name: 'yellow', value: '#f59e0b' },
  { name: 'green', value: '#22c55e' },
  { name: 'blue', value: '#3b82f6' },
  { name: 'white', value: '#ffffff' },
  { name: 'black', value: '#111111' },
] as const;
export type AnnotationColorName = (typeof ANNOTATION_COLORS)[number]['name'];

/** Four decimals: a tenth of a pixel on a 4K frame, and short JSON. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

/**
 * A pointer position as a point over the picture: relative to the picture's box, so the drawing keeps its place
 * at any size; a drag that leaves the box is held at its edge (the schema takes 0–1 only).
 */
export function toUnitPoint(clientX: number, clientY: number, box: ScreenBox): UnitPoint {
  if (box.width <= 0 || box.height <= 0) return [0, 0];
  return [round(clampUnit((clientX - box.left) / box.width)), round(clampUnit((clientY - box.top) / box.height))];
}

/** A stored point where it falls on the picture as shown now. */
export function toPixelPoint(point: readonly [number, number], size: BoxSize): PixelPoint {
  return [point[0] * size.width, point[1] * size.height];
}

/** Free strokes keep a point only once the pointer has moved this far (0–1), so a slow hand does not eat the budget. */
export const STROKE_MIN_STEP = 0.004;
/** An arrow or a box shorter than this (0–1) is a slip of the hand, not a shape. */
export const SHAPE_MIN_SIZE = 0.01;

const distance = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The points of a drag so far with the pointer's next position, as the tool keeps them. */
export function extendDrag(tool: AnnotationTool, points: readonly UnitPoint[], next: UnitPoint): UnitPoint[] {
  if (points.length === 0) return [next];
  if (tool !== 'stroke') return [points[0]!, next];
  return distance(points.at(-1)!, next) < STROKE_MIN_STEP ? [...points] : [...points, next];
}

/** How many points the shapes hold together (the schema allows REVIEW_LIMITS.annotationPointsMax). */
export function pointCount(shapes: readonly AnnotationShape[]): number {
  return shapes.reduce((sum, shape) => sum + shape.points.length, 0);
}

/**
 * The shape a finished drag makes, trimmed to what the annotation can still hold; null when it makes none (an
 * arrow or box too small, or no room left).
 */
export function shapeFromDrag(
  tool: AnnotationTool,
  color: string,
  points: readonly UnitPoint[],
  existing: readonly AnnotationShape[],
): AnnotationShape | null {
  if (points.length === 0 || existing.length >= REVIEW_LIMITS.annotationShapesMax) return null;
  const room = REVIEW_LIMITS.annotationPointsMax - pointCount(existing);
  if (tool === 'stroke') {
    return room >= 1 ? { type: 'stroke', color, points: points.slice(0, room) } : null;
  }
  const [from, to] = [points[0]!, points.at(-1)!];
  if (room < 2 || distance(from, to) < SHAPE_MIN_SIZE) return null;
  return { type: tool, color, points: [from, to] };
}

/** The annotation to send for the drawn shapes; undefined when nothing is drawn. */
export function toAnnotation(shapes: readonly AnnotationShape[]): Annotation | undefined {
  return shapes.length > 0 ? { shapes: [...shapes] } : undefined;
}

/** Ctrl+Z (⌘Z on a Mac): takes the last shape back, wherever the drawing's tools are. */
export function isUndoShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
}

/** A box's rectangle in pixels from its two corners, whichever way it was dragged. */
export function boxRect(from: PixelPoint, to: PixelPoint) {
  return {
    x: Math.min(from[0], to[0]),
    y: Math.min(from[1], to[1]),
    width: Math.abs(to[0] - from[0]),
    height: Math.abs(to[1] - from[1]),
  };
}

/**
 * The two outer points of an arrow's head, in pixels: computed on the picture as shown, so the head keeps its
 * shape on a wide frame instead of stretching with it.
 */
export function arrowHead(from: PixelPoint, to: PixelPoint, length: number): [PixelPoint, PixelPoint] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const spread = Math.PI / 7;
  const side = (turn: number): PixelPoint => [
    to[0] - length * Math.cos(angle + turn),
    to[1] - length * Math.sin(angle + turn),
  ];
  return [side(spread), side(-spread)];
}

/** Line width and arrow head length for a picture of this size: thin on a thumbnail, readable on a big frame. */
export function strokeMetrics(size: BoxSize) {
  const base = Math.max(size.width, size.height);
  const width = Math.max(2, base * 0.005);
  return { width, headLength: Math.max(8, width * 4) };
}
