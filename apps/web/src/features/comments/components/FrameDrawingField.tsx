import type { AnnotationShape, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { AnnotationEditor } from '../../review';
import { formatTimecode } from '../utils/threads';

interface FrameDrawingFieldProps {
  /** The shot the animatic shows at the comment's time; undefined while the time is not right yet. */
  frameShot: Shot | undefined;
  time: number | null;
  isDrawing: boolean;
  onDrawingChange: (isDrawing: boolean) => void;
  shapes: readonly AnnotationShape[];
  onShapesChange: (shapes: AnnotationShape[]) => void;
}

/**
 * "Draw on the frame": a drawing over the player's frame at the comment's time (the animatic's picture there, in
 * the player's 16:9 box), shown over the player to everyone who plays to that time.
 */
export function FrameDrawingField(props: FrameDrawingFieldProps) {
  const { frameShot, time, isDrawing, onDrawingChange, shapes, onShapesChange } = props;
  const { t } = useTranslation();
  const picture = frameShot?.imageUrl ?? null;
  const canDraw = Boolean(picture) && time !== null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={isDrawing ? 'primary' : 'secondary'}
        size="sm"
        className="self-start"
        aria-pressed={isDrawing && canDraw}
        disabled={!canDraw}
        title={canDraw ? undefined : t('comments.frame.noPicture')}
        onClick={() => onDrawingChange(!isDrawing)}
        data-testid="comment-new-draw-frame"
      >
        <Icon name="pencil" className="size-4" />
        {t('comments.frame.draw')}
      </Button>
      {isDrawing && canDraw && frameShot && time !== null && (
        <AnnotationEditor
          frame="player"
          src={picture}
          alt={t('comments.frame.alt', { time: formatTimecode(time), n: frameShot.sequence })}
          label={t('comments.frame.drawOn', { time: formatTimecode(time) })}
          shapes={shapes}
          onChange={onShapesChange}
        />
      )}
    </div>
  );
}
