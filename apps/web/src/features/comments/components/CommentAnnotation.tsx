import type { Annotation, ReviewComment, Shot } from '@sym/contracts';
import { useTranslation } from 'react-i18next';
import { AnnotatedPicture } from '../../review';
import { useTakePicture } from '../api/useTakePicture';

interface CommentAnnotationProps {
  comment: ReviewComment;
  annotation: Annotation;
  /** The shot the comment is on (undefined once deleted). */
  shot: Shot | undefined;
}

/** A thread's drawing over the picture of the take it was made on (the shot's current picture until that is known). */
export function CommentAnnotation({ comment, annotation, shot }: CommentAnnotationProps) {
  const { t } = useTranslation();
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
