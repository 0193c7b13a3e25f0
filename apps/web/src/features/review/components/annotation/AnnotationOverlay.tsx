import type { AnnotationShape } from '@sym/contracts';
import { useRef } from 'react';
import { arrowHead, boxRect, strokeMetrics, toPixelPoint, type BoxSize } from './annotationGeometry';
import { useElementSize } from './useElementSize';

/** Before the box is measured (or where nothing lays out, as in tests) the shapes draw on a 100×100 box. */
const UNMEASURED: BoxSize = { width: 100, height: 100 };

function ShapeSvg({ shape, size }: { shape: AnnotationShape; size: BoxSize }) {
  const points = shape.points.map((point) => toPixelPoint(point, size));
  const { headLength } = strokeMetrics(size);
  const from = points[0]!;
  const to = points.at(-1)!;
  if (shape.type === 'box') {
    const rect = boxRect(from, to);
    return <rect data-shape="box" {...rect} stroke={shape.color} />;
  }
  if (shape.type === 'arrow') {
    const [left, right] = arrowHead(from, to, headLength);
    return (
      <path
        data-shape="arrow"
        d={`M${from.join(' ')} L${to.join(' ')} M${left.join(' ')} L${to.join(' ')} L${right.join(' ')}`}
        stroke={shape.color}
      />
    );
  }
  if (points.length === 1) return <circle data-shape="stroke" cx={from[0]} cy={from[1]} r={0.5} stroke={shape.color} />;
  return (
    <polyline data-shape="stroke" points={points.map((point) => point.join(',')).join(' ')} stroke={shape.color} />
  );
}

interface AnnotationOverlayProps {
  shapes: readonly AnnotationShape[];
  className?: string;
}

/**
 * A drawing shown over the picture it was made on. Place it in a `relative` box that is exactly the picture's box:
 * the 0–1 coordinates are laid onto that box at whatever size it has now.
 */
export function AnnotationOverlay({ shapes, className = '' }: AnnotationOverlayProps) {
  const ref = useRef<SVGSVGElement>(null);
  const measured = useElementSize(ref);
  const size = measured.width > 0 && measured.height > 0 ? measured : UNMEASURED;
  return (
    <svg
      ref={ref}
      data-testid="review-annotation-overlay"
      aria-hidden="true"
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      fill="none"
      strokeWidth={strokeMetrics(size).width}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`pointer-events-none absolute inset-0 size-full drop-shadow ${className}`}
    >
      {shapes.map((shape, index) => (
        <ShapeSvg key={index} shape={shape} size={size} />
      ))}
    </svg>
  );
}
