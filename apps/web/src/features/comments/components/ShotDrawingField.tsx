import type { AnnotationShape, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { AnnotationEditor } from '../../review';

interface ShotDrawingFieldProps {
  shot: Shot;
  isDrawing: boolean;
  onDrawingChange: (isDrawing: boolean) => void;
  shapes: readonly AnnotationShape[];
  onShapesChange: (shapes: AnnotationShape[]) => void;
  testId?: string;
}

/** "Draw on the picture": a drawing over the shot's current picture, sent with a comment on the shot. */
export function ShotDrawingField(props: ShotDrawingFieldProps) {
  const { shot, isDrawing, onDrawingChange, shapes, onShapesChange, testId = 'comment-new-draw' } = props;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={isDrawing ? 'primary' : 'secondary'}
        size="sm"
        className="self-start"
        aria-pressed={isDrawing}
        disabled={!shot.imageUrl}
        title={shot.imageUrl ? undefined : t('comments.new.noPicture')}
        onClick={() => onDrawingChange(!isDrawing)}
        data-testid={testId}
      >
        <Icon name="pencil" className="size-4" />
        {t('comments.new.draw')}
      </Button>
      {isDrawing && shot.imageUrl && (
        <AnnotationEditor
          src={shot.imageUrl}
          alt={t('comments.annotation.label', { n: shot.sequence })}
          label={t('comments.new.drawOn', { n: shot.sequence })}
          shapes={shapes}
          onChange={onShapesChange}
        />
      )}
    </div>
  );
}
