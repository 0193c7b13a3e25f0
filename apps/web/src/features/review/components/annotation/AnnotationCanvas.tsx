import type { AnnotationShape } from '@sym/contracts';
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import {
  arrowHead,
  boxRect,
  extendDrag,
  shapeFromDrag,
  strokeMetrics,
  toPixelPoint,
  toUnitPoint,
  type AnnotationTool,
  type BoxSize,
  type UnitPoint,
} from './annotationGeometry';
import { useElementSize } from './useElementSize';

function paint(context: CanvasRenderingContext2D, shape: AnnotationShape, size: BoxSize) {
  const points = shape.points.map((point) => toPixelPoint(point, size));
  const { headLength } = strokeMetrics(size);
  const from = points[0]!;
  const to = points.at(-1)!;
  context.strokeStyle = shape.color;
  context.beginPath();
  if (shape.type === 'box') {
    const rect = boxRect(from, to);
    context.rect(rect.x, rect.y, rect.width, rect.height);
  } else if (shape.type === 'arrow') {
    const [left, right] = arrowHead(from, to, headLength);
    context.moveTo(...from);
    context.lineTo(...to);
    context.moveTo(...left);
    context.lineTo(...to);
    context.lineTo(...right);
  } else {
    context.moveTo(...from);
    // A single point (a click) still shows, as a dot.
    if (points.length === 1) context.lineTo(from[0] + 0.1, from[1]);
    points.slice(1).forEach((point) => context.lineTo(...point));
  }
  context.stroke();
}

interface AnnotationCanvasProps {
  shapes: readonly AnnotationShape[];
  onChange: (shapes: AnnotationShape[]) => void;
  tool: AnnotationTool;
  color: string;
  /** What the drawing surface is, for assistive technology (e.g. "Draw on shot 2"). */
  label: string;
}

/**
 * A drawing surface laid over a picture (put it in the picture's `relative` box): drag to draw a free stroke, an
 * arrow or a box. Shapes are kept in 0–1 coordinates of the box, so they land in the same place at any size.
 */
export function AnnotationCanvas({ shapes, onChange, tool, color, label }: AnnotationCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const draftRef = useRef<UnitPoint[] | null>(null);
  const size = useElementSize(canvasRef);

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || size.width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(size.width * ratio)) canvas.width = Math.round(size.width * ratio);
    if (canvas.height !== Math.round(size.height * ratio)) canvas.height = Math.round(size.height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.width, size.height);
    context.lineWidth = strokeMetrics(size).width;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    shapes.forEach((shape) => paint(context, shape, size));
    const draft = draftRef.current;
    if (draft && draft.length > 0) paint(context, { type: tool, color, points: draft } as AnnotationShape, size);
  }, [shapes, size, tool, color]);

  useEffect(redraw, [redraw]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    toUnitPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    draftRef.current = [pointOf(event)];
    redraw();
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!draftRef.current) return;
    draftRef.current = extendDrag(tool, draftRef.current, pointOf(event));
    redraw();
  };
  const handlePointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const draft = draftRef.current;
    if (!draft) return;
    draftRef.current = null;
    const shape = shapeFromDrag(tool, color, extendDrag(tool, draft, pointOf(event)), shapes);
    if (shape) onChange([...shapes, shape]);
    else redraw();
  };
  const handlePointerCancel = () => {
    draftRef.current = null;
    redraw();
  };

  return (
    <canvas
      ref={canvasRef}
      data-testid="review-annotation-canvas"
      aria-label={label}
      className="absolute inset-0 size-full cursor-crosshair touch-none"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
    />
  );
}
