import type { ReviewComment } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useFrameDrawing } from '../../state/FrameDrawingContext';
import { useReviewView } from '../../state/ReviewViewContext';
import { frameDrawingsAt } from '../../utils/frameDrawings';
import { formatTimecode } from '../../utils/timecode';
import { AnnotationCanvas } from '../annotation/AnnotationCanvas';
import { AnnotationOverlay } from '../annotation/AnnotationOverlay';

interface FrameDrawingLayerProps {
  comments: readonly ReviewComment[];
  /** The thread the guest opened: at its time, only its drawing shows. */
  activeId: string | null;
}

/**
 * What lies over the player's frame (put it in the frame's `relative` box): the drawing surface while the guest
 * draws a comment at a time, else the drawings of the comments made at the time the player is at.
 */
export function FrameDrawingLayer({ comments, activeId }: FrameDrawingLayerProps) {
  const { t } = useTranslation();
  const drawing = useFrameDrawing();
  const time = useReviewView((state) => state.timeSeconds);
  if (drawing && drawing.time !== null) {
    return (
      <AnnotationCanvas
        shapes={drawing.shapes}
        onChange={drawing.setShapes}
        tool={drawing.tool}
        color={drawing.color}
        label={t('review.frameDrawing.surface', { time: formatTimecode(drawing.time) })}
      />
    );
  }
  const shapes = frameDrawingsAt(comments, time, activeId);
  return shapes.length > 0 ? <AnnotationOverlay shapes={shapes} /> : null;
}
