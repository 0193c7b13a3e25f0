import type { AnnotationShape, Shot } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, SelectField } from '../../../ui';
import { AnnotationEditor, toAnnotation } from '../../review';
import { useCommentMutations } from '../api/useCommentMutations';
import type { MentionMember } from '../utils/mentions';
import { CommentForm } from './CommentForm';

interface NewCommentFormProps {
  scenarioId: string;
  shots: readonly Shot[];
  members: readonly MentionMember[];
  /** The shot the panel is filtered to: the new comment is about it unless the member picks otherwise. */
  defaultShotId: string | null;
}

const WHOLE_EPISODE = '';

/**
 * "New comment": a member's comment on the whole episode, or on a shot (its current take), optionally with a
 * drawing on the shot's picture.
 */
export function NewCommentForm({ scenarioId, shots, members, defaultShotId }: NewCommentFormProps) {
  const { t } = useTranslation();
  const { create } = useCommentMutations(scenarioId);
  const [isOpen, setIsOpen] = useState(false);
  const [target, setTarget] = useState(defaultShotId ?? WHOLE_EPISODE);
  const [isDrawing, setIsDrawing] = useState(false);
  const [shapes, setShapes] = useState<AnnotationShape[]>([]);
  const shot = shots.find((candidate) => candidate.id === target);

  const reset = () => {
    setIsOpen(false);
    setIsDrawing(false);
    setShapes([]);
  };

  if (!isOpen) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          setTarget(defaultShotId ?? WHOLE_EPISODE);
          setIsOpen(true);
        }}
        data-testid="comment-new"
      >
        <Icon name="plus" className="size-4" />
        {t('comments.new.open')}
      </Button>
    );
  }

  const send = async (body: string) => {
    const annotation = shot && isDrawing ? toAnnotation(shapes) : undefined;
    await create.mutateAsync(shot ? { body, shotId: shot.id, ...(annotation ? { annotation } : {}) } : { body });
    reset();
  };

  return (
    <section aria-label={t('comments.new.title')} className="rounded-lg border border-line bg-canvas/40 p-3">
      <CommentForm
        members={members}
        label={t('comments.new.body')}
        placeholder={t('comments.form.placeholder')}
        submitLabel={t('comments.new.submit')}
        onSubmit={send}
        onCancel={reset}
        testIds={{ body: 'comment-new-body', submit: 'comment-new-submit' }}
        autoFocus
      >
        <SelectField
          label={t('comments.new.target')}
          value={target}
          onValueChange={(value) => {
            setTarget(value);
            setShapes([]);
          }}
          options={[
            { value: WHOLE_EPISODE, label: t('comments.target.episode') },
            ...shots.map((item) => ({ value: item.id, label: t('comments.target.shot', { n: item.sequence }) })),
          ]}
          data-testid="comment-new-target"
        />
        {shot && (
          <div className="flex flex-col gap-2">
            <Button
              variant={isDrawing ? 'primary' : 'secondary'}
              size="sm"
              className="self-start"
              aria-pressed={isDrawing}
              disabled={!shot.imageUrl}
              title={shot.imageUrl ? undefined : t('comments.new.noPicture')}
              onClick={() => setIsDrawing((value) => !value)}
              data-testid="comment-new-draw"
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
                onChange={setShapes}
              />
            )}
          </div>
        )}
      </CommentForm>
    </section>
  );
}
