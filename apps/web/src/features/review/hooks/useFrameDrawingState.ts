import type { AnnotationShape } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { ANNOTATION_COLORS, type AnnotationTool } from '../components/annotation/annotationGeometry';
import type { FrameDrawing } from '../state/FrameDrawingContext';
import type { ReviewViewStore } from '../state/reviewViewStore';

/** The state behind FrameDrawingContext: what is drawn, with which tool and colour, at which time of the player. */
export function useFrameDrawingState(store: ReviewViewStore): FrameDrawing {
  const [time, setTime] = useState<number | null>(null);
  const [shapes, setShapes] = useState<AnnotationShape[]>([]);
  const [tool, setTool] = useState<AnnotationTool>('stroke');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0].value);
  return useMemo<FrameDrawing>(
    () => ({
      time,
      shapes,
      tool,
      color,
      start: (at) => {
        // The frame drawn on is the one the comment names: the player stops there and stays.
        store.setPlaying(false);
        store.seek(at);
        setShapes([]);
        setTime(at);
      },
      stop: () => {
        setShapes([]);
        setTime(null);
      },
      setShapes,
      setTool,
      setColor,
    }),
    [time, shapes, tool, color, store],
  );
}
