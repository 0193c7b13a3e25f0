import type { AnnotationShape, Shot } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { toAnnotation } from '../../review';
import { useCommentMutations } from '../api/useCommentMutations';
import type { MentionMember } from '../utils/mentions';
import { CommentForm } from './CommentForm';
import { ShotDrawingField } from './ShotDrawingField';

interface ShotCommentFormProps {
  scenarioId: string;
  shot: Shot;
  members: readonly MentionMember[];
}

/**
 * A new comment on one shot, optionally with a drawing on its picture. The server records the shot's current take
 * with it, as for every comment on a shot.
 */
export function ShotCommentForm({ scenarioId, shot, members }: ShotCommentFormProps) {
  const { t } = useTranslation();
  const { create } = useCommentMutations(scenarioId);
  const [isDrawing, setIsDrawing] = useState(false);
  const [shapes, setShapes] = useState<AnnotationShape[]>([]);

  const send = async (body: string) => {
    const annotation = isDrawing ? toAnnotation(shapes) : undefined;
    await create.mutateAsync({ body, shotId: shot.id, ...(annotation ? { annotation } : {}) });
    setIsDrawing(false);
    setShapes([]);
  };

  return (
    <CommentForm
      members={members}
      label={t('comments.shot.body', { n: shot.sequence })}
      placeholder={t('comments.form.placeholder')}
      submitLabel={t('comments.new.submit')}
      onSubmit={send}
      testIds={{ body: 'shot-comment-body', submit: 'shot-comment-submit' }}
    >
      <ShotDrawingField
        shot={shot}
        isDrawing={isDrawing}
        onDrawingChange={setIsDrawing}
        shapes={shapes}
        onShapesChange={setShapes}
        testId="shot-comment-draw"
      />
    </CommentForm>
  );
}
