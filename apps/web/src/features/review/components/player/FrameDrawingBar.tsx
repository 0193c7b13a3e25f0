import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import type { FrameDrawing } from '../../state/FrameDrawingContext';
import { formatTimecode } from '../../utils/timecode';
import { AnnotationToolbar } from '../annotation/AnnotationToolbar';
import { isUndoShortcut } from '../annotation/annotationGeometry';

/**
 * Under the player while the guest draws on its frame, in place of the playback controls (the frame holds still):
 * which time is drawn on, and the drawing tools. Ctrl+Z (⌘Z) takes the last shape back.
 */
export function FrameDrawingBar({ drawing, time }: { drawing: FrameDrawing; time: number }) {
  const { t } = useTranslation();
  const { shapes, setShapes } = drawing;
  const undo = () => setShapes(shapes.slice(0, -1));
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isUndoShortcut(event) && shapes.length > 0) {
      event.preventDefault();
      undo();
    }
  };
  return (
    <div
      role="group"
      aria-label={t('review.frameDrawing.label', { time: formatTimecode(time) })}
      data-testid="review-frame-drawing"
      onKeyDown={handleKeyDown}
      className="flex flex-col gap-2 px-1 pt-3"
    >
      <p className="text-sm text-fg-muted">{t('review.frameDrawing.hint', { time: formatTimecode(time) })}</p>
      <AnnotationToolbar
        tool={drawing.tool}
        onToolChange={drawing.setTool}
        color={drawing.color}
        onColorChange={drawing.setColor}
        canUndo={shapes.length > 0}
        onUndo={undo}
        onClear={() => setShapes([])}
      />
    </div>
  );
}
