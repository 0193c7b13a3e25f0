import type { AnnotationShape } from '@sym/contracts';
import { createContext, useContext } from 'react';
import type { AnnotationTool } from '../components/annotation/annotationGeometry';

/**
 * A drawing a guest makes over the player's frame for a comment at a time: the composer starts and sends it, the
 * player shows the drawing surface and its tools while it lasts.
 */
export interface FrameDrawing {
  /** The player time drawn on (the player holds still there); null when the guest is not drawing. */
  time: number | null;
  shapes: readonly AnnotationShape[];
  tool: AnnotationTool;
  color: string;
  /** Pauses the player at `time` and starts an empty drawing there. */
  start: (time: number) => void;
  /** Ends the drawing and drops it (sent, or the guest changed their mind). */
  stop: () => void;
  setShapes: (shapes: AnnotationShape[]) => void;
  setTool: (tool: AnnotationTool) => void;
  setColor: (color: string) => void;
}

export const FrameDrawingContext = createContext<FrameDrawing | null>(null);

/** The page's drawing over the player frame; null outside a review page (nothing to draw on). */
export function useFrameDrawing(): FrameDrawing | null {
  return useContext(FrameDrawingContext);
}
