import { scenarioDuration, type AnnotationShape, type Shot } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, SelectField } from '../../../ui';
import { toAnnotation } from '../../review';
import { useCommentMutations } from '../api/useCommentMutations';
import type { NewComment } from '../api/commentsApi';
import type { CommentsPlayer } from '../state/CommentsContext';
import type { MentionMember } from '../utils/mentions';
import { formatTimecode } from '../utils/threads';
import { frameShotAt, readTimeTarget } from '../utils/timeTarget';
import { CommentForm } from './CommentForm';
import { FrameDrawingField } from './FrameDrawingField';
import { ShotDrawingField } from './ShotDrawingField';
import { TimeTargetFields } from './TimeTargetFields';

interface NewCommentFormProps {
  scenarioId: string;
  shots: readonly Shot[];
  members: readonly MentionMember[];
  /** The shot the panel is filtered to: the new comment is about it unless the member picks otherwise. */
  defaultShotId: string | null;
  /** The editor's player when one is on screen: a comment at a time starts at its time. */
  player?: CommentsPlayer | null;
}

const WHOLE_EPISODE = '';
/** The target option of a comment at a time (never a shot id: those are UUIDs). */
const AT_TIME = '@time';

/**
 * "New comment": a member's comment on the whole episode, at a time of the animatic or export (from the player's
 * time or typed as m:ss, with an optional end), or on a shot (its current take), optionally with a drawing on the
 * shot's picture or on the frame at that time.
 */
export function NewCommentForm({ scenarioId, shots, members, defaultShotId, player = null }: NewCommentFormProps) {
  const { t } = useTranslation();
  const { create } = useCommentMutations(scenarioId);
  const [isOpen, setIsOpen] = useState(false);
  const [target, setTarget] = useState(defaultShotId ?? WHOLE_EPISODE);
  const [isDrawing, setIsDrawing] = useState(false);
  const [shapes, setShapes] = useState<AnnotationShape[]>([]);
  const [startText, setStartText] = useState('');
  const [endText, setEndText] = useState('');
  const [showsMissing, setShowsMissing] = useState(false);
  const shot = shots.find((candidate) => candidate.id === target);
  const isAtTime = target === AT_TIME;
  const duration = scenarioDuration(shots);
  const time = readTimeTarget(startText, endText, duration);
  // The frame is the start's: a wrong end typed leaves the drawing where it is.
  const startTime = readTimeTarget(startText, '', duration).value?.timeSeconds ?? null;
  const frameShot = startTime === null ? undefined : frameShotAt(shots, startTime);

  const dropDrawing = () => {
    setIsDrawing(false);
    setShapes([]);
  };
  const reset = () => {
    setIsOpen(false);
    dropDrawing();
    setStartText('');
    setEndText('');
    setShowsMissing(false);
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

  const changeTarget = (value: string) => {
    setTarget(value);
    dropDrawing();
    if (value === AT_TIME && startText === '' && player) setStartText(formatTimecode(player.getTime()));
  };
  const changeStart = (text: string) => {
    // A drawing belongs to the frame it was drawn on: another shot at the new time takes it away.
    const next = readTimeTarget(text, '', duration).value;
    if ((next ? frameShotAt(shots, next.timeSeconds)?.id : undefined) !== frameShot?.id) dropDrawing();
    setStartText(text);
  };

  const validate = () => {
    if (!isAtTime || time.value) return null;
    setShowsMissing(true);
    return t('comments.time.fix');
  };

  const send = async (body: string) => {
    const annotation = isDrawing ? toAnnotation(shapes) : undefined;
    let input: NewComment = { body };
    if (isAtTime && time.value) input = { body, ...time.value, ...(annotation ? { annotation } : {}) };
    else if (shot) input = { body, shotId: shot.id, ...(annotation ? { annotation } : {}) };
    await create.mutateAsync(input);
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
        validate={validate}
        onCancel={reset}
        testIds={{ body: 'comment-new-body', submit: 'comment-new-submit' }}
        autoFocus
      >
        <SelectField
          label={t('comments.new.target')}
          value={target}
          onValueChange={changeTarget}
          options={[
            { value: WHOLE_EPISODE, label: t('comments.target.episode') },
            { value: AT_TIME, label: t('comments.new.atTime') },
            ...shots.map((item) => ({ value: item.id, label: t('comments.target.shot', { n: item.sequence }) })),
          ]}
          data-testid="comment-new-target"
        />
        {isAtTime && (
          <>
            <TimeTargetFields
              startText={startText}
              endText={endText}
              onStartChange={changeStart}
              onEndChange={setEndText}
              check={time}
              showsMissing={showsMissing}
              duration={duration}
              player={player}
            />
            <FrameDrawingField
              frameShot={frameShot}
              time={startTime}
              isDrawing={isDrawing}
              onDrawingChange={setIsDrawing}
              shapes={shapes}
              onShapesChange={setShapes}
            />
          </>
        )}
        {shot && (
          <ShotDrawingField
            shot={shot}
            isDrawing={isDrawing}
            onDrawingChange={setIsDrawing}
            shapes={shapes}
            onShapesChange={setShapes}
          />
        )}
      </CommentForm>
    </section>
  );
}
