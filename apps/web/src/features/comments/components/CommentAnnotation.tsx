import type { Annotation, ReviewComment, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AnnotatedPicture, PlayerFrame } from '../../review';
import { useTakePicture } from '../api/useTakePicture';
import { formatTimecode } from '../utils/threads';
import { frameShotAt } from '../utils/timeTarget';

interface CommentAnnotationProps {
  comment: ReviewComment;
  annotation: Annotation;
  /** The episode's shots (the comment's shot, or the one playing at the comment's time). */
  shots: readonly Shot[];
}

/** A drawing on a shot, over the picture of the take it was made on (the shot's current one until that is known). */
function ShotAnnotation({ comment, annotation, shots }: CommentAnnotationProps) {
  const { t } = useTranslation();
  const shot = shots.find((candidate) => candidate.id === comment.shotId);
  const takePicture = useTakePicture(comment.scenarioId, comment.shotId, comment.version?.generationId ?? null);
  const picture = takePicture ?? shot?.imageThumbUrl ?? shot?.imageUrl ?? null;
  const label = shot ? t('comments.annotation.label', { n: shot.sequence }) : t('comments.annotation.labelNoShot');
  return (
    <figure aria-label={label}>
      <AnnotatedPicture
        src={picture}
        alt={label}
        shapes={annotation.shapes}
        className="rounded-md border border-line"
      />
    </figure>
  );
}

/** A drawing at a time of the player, over the frame the animatic shows then (in the player's 16:9 box). */
function FrameAnnotation({ annotation, shots, time }: CommentAnnotationProps & { time: number }) {
  const { t } = useTranslation();
  const shot = frameShotAt(shots, time);
  const label = t('comments.annotation.frameLabel', { time: formatTimecode(time) });
  return (
    <figure aria-label={label}>
      <PlayerFrame
        src={shot?.imageThumbUrl ?? shot?.imageUrl ?? null}
        alt={label}
        shapes={annotation.shapes}
        placeholder={t('comments.annotation.noFrame')}
        className="rounded-md border border-line"
      />
    </figure>
  );
}

/** A thread's drawing over what it was drawn on: a shot's take, or the player's frame at the comment's time. */
export function CommentAnnotation(props: CommentAnnotationProps) {
  const time = props.comment.timeSeconds;
  return time !== null && props.comment.shotId === null ? (
    <FrameAnnotation {...props} time={time} />
  ) : (
    <ShotAnnotation {...props} />
  );
}
