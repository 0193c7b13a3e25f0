import { Annotation, REVIEW_LIMITS, type AnnotationShape } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import {
  arrowHead,
  boxRect,
  extendDrag,
  pointCount,
  shapeFromDrag,
  STROKE_MIN_STEP,
  toAnnotation,
  toPixelPoint,
  toUnitPoint,
} from './annotationGeometry';

const BOX = { left: 100, top: 50, width: 400, height: 200 };
const RED = '#ef4444';

describe('annotation coordinates', () => {
  it('turns a pointer position into 0–1 coordinates of the picture box', () => {
    expect(toUnitPoint(100, 50, BOX)).toEqual([0, 0]);
    expect(toUnitPoint(500, 250, BOX)).toEqual([1, 1]);
    expect(toUnitPoint(300, 100, BOX)).toEqual([0.5, 0.25]);
  });

  it('holds a drag that leaves the box at its edge, so the schema accepts it', () => {
    expect(toUnitPoint(20, 400, BOX)).toEqual([0, 1]);
    expect(toUnitPoint(900, -30, BOX)).toEqual([1, 0]);
  });

  it('rounds to four decimals and survives an empty box', () => {
    expect(toUnitPoint(100 + 400 / 3, 50, BOX)).toEqual([0.3333, 0]);
    expect(toUnitPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });

  it('puts a stored point back on the picture at whatever size it is shown', () => {
    expect(toPixelPoint([0.5, 0.25], { width: 400, height: 200 })).toEqual([200, 50]);
    expect(toPixelPoint([0.5, 0.25], { width: 1920, height: 1080 })).toEqual([960, 270]);
  });

  it('gives back the same place after a round trip at another size', () => {
    const stored = toUnitPoint(340, 170, BOX);
    const shown = toPixelPoint(stored, { width: 800, height: 400 });
    expect(toUnitPoint(shown[0], shown[1], { left: 0, top: 0, width: 800, height: 400 })).toEqual(stored);
  });
});

describe('drawing shapes', () => {
  it('keeps every point of a free stroke that moved far enough, and only two for arrows and boxes', () => {
    const start: [number, number] = [0.1, 0.1];
    const stroke = extendDrag('stroke', extendDrag('stroke', [start], [0.2, 0.2]), [0.2, 0.2 + STROKE_MIN_STEP / 2]);
    expect(stroke).toEqual([start, [0.2, 0.2]]);
    expect(extendDrag('arrow', extendDrag('arrow', [start], [0.2, 0.2]), [0.3, 0.4])).toEqual([start, [0.3, 0.4]]);
  });

  it('makes shapes the Annotation schema accepts', () => {
    const shapes: AnnotationShape[] = [
      shapeFromDrag(
        'stroke',
        RED,
        [
          [0.1, 0.1],
          [0.2, 0.3],
          [0.4, 0.2],
        ],
        [],
      )!,
      shapeFromDrag(
        'arrow',
        RED,
        [
          [0.1, 0.1],
          [0.15, 0.2],
          [0.6, 0.7],
        ],
        [],
      )!,
      shapeFromDrag(
        'box',
        '#3b82f6',
        [
          [0.7, 0.7],
          [0.2, 0.1],
        ],
        [],
      )!,
    ];
    expect(shapes.map((shape) => shape.points.length)).toEqual([3, 2, 2]);
    expect(shapes[1]!.points).toEqual([
      [0.1, 0.1],
      [0.6, 0.7],
    ]);
    expect(Annotation.safeParse(toAnnotation(shapes)).success).toBe(true);
  });

  it('makes no arrow or box from a click, and no annotation from nothing', () => {
    expect(
      shapeFromDrag(
        'box',
        RED,
        [
          [0.5, 0.5],
          [0.501, 0.5],
        ],
        [],
      ),
    ).toBeNull();
    expect(shapeFromDrag('arrow', RED, [[0.5, 0.5]], [])).toBeNull();
    expect(shapeFromDrag('stroke', RED, [[0.5, 0.5]], [])).toEqual({
      type: 'stroke',
      color: RED,
      points: [[0.5, 0.5]],
    });
    expect(toAnnotation([])).toBeUndefined();
  });

  it('trims a stroke to the points the annotation can still hold', () => {
    const nearlyFull: AnnotationShape[] = [
      {
        type: 'stroke',
        color: RED,
        points: Array.from({ length: REVIEW_LIMITS.annotationPointsMax - 2 }, () => [0.5, 0.5]),
      },
    ];
    const long = Array.from({ length: 10 }, (_, index): [number, number] => [index / 10, 0.5]);
    const trimmed = shapeFromDrag('stroke', RED, long, nearlyFull)!;
    expect(trimmed.points).toHaveLength(2);
    expect(pointCount([...nearlyFull, trimmed])).toBe(REVIEW_LIMITS.annotationPointsMax);
    expect(
      shapeFromDrag(
        'box',
        RED,
        [
          [0, 0],
          [1, 1],
        ],
        [...nearlyFull, trimmed],
      ),
    ).toBeNull();
    expect(Annotation.safeParse(toAnnotation([...nearlyFull, trimmed])).success).toBe(true);
  });
});

describe('shape geometry in pixels', () => {
  it('draws a box dragged in any direction from its top-left corner', () => {
    expect(boxRect([300, 200], [100, 50])).toEqual({ x: 100, y: 50, width: 200, height: 150 });
  });

  it('points the arrow head back along the shaft, symmetric about it', () => {
    const [left, right] = arrowHead([0, 0], [100, 0], 10);
    expect(left[0]).toBeCloseTo(100 - 10 * Math.cos(Math.PI / 7));
    expect(right[0]).toBeCloseTo(left[0]);
    expect(left[1]).toBeCloseTo(-right[1]);
    expect(Math.abs(left[1])).toBeGreaterThan(0);
  });
});
