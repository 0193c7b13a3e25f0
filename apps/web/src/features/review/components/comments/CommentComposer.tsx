import { REVIEW_LIMITS, type AnnotationShape, type ReviewShot } from '@sym/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, AutoGrowTextarea, Button, Icon } from '../../../../ui';
import type { GuestCommentFields } from '../../api/reviewApi';
import { useFrameDrawing } from '../../state/FrameDrawingContext';
import { formatTimecode, parseTimecode } from '../../utils/timecode';
import { AnnotationEditor } from '../annotation/AnnotationEditor';
import { toAnnotation } from '../annotation/annotationGeometry';
import { CommentTargetPicker, type ComposerTarget } from './CommentTargetPicker';

interface CommentComposerProps {
  shots: readonly ReviewShot[];
  guestName: string | null;
  onChangeName: () => void;
  /** Sends the comment; resolves once it is saved, rejects with the reason it was not. */
  onSubmit: (fields: GuestCommentFields) => Promise<void>;
}

/** The end time typed for a moment: undefined when none, null when it is not a time after the start. */
function endTimeOf(text: string, start: number): number | undefined | null {
  if (text.trim() === '') return undefined;
  const end = parseTimecode(text);
  return end !== null && end > start ? end : null;
}

/**
 * A new comment: what it is about (a shot, a moment of the player with an optional end, or the whole episode), a
 * drawing on the shot's picture or on the player's frame at that moment if the guest wants one, and the text
 * (plain text, sent as typed).
 */
export function CommentComposer({ shots, guestName, onChangeName, onSubmit }: CommentComposerProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ComposerTarget>({ kind: 'episode' });
  const [endText, setEndText] = useState('');
  const [body, setBody] = useState('');
  const [isDrawing, setIsDrawing] = useState(false);
  const [shapes, setShapes] = useState<AnnotationShape[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const frameDrawing = useFrameDrawing();

  const shotIndex = target.kind === 'shot' ? shots.findIndex((shot) => shot.id === target.shotId) : -1;
  const shot = shots[shotIndex];
  const end = target.kind === 'time' ? endTimeOf(endText, target.start) : undefined;
  const isEndInvalid = end === null;
  const isFrameDrawing = target.kind === 'time' && frameDrawing !== null && frameDrawing.time !== null;

  const changeTarget = (next: ComposerTarget) => {
    // A drawing on the player's frame belongs to the moment it was drawn at.
    const isSameMoment = next.kind === 'time' && next.start === frameDrawing?.time;
    if (frameDrawing && frameDrawing.time !== null && !isSameMoment) frameDrawing.stop();
    // A drawing belongs to the picture it was drawn on.
    if (next.kind !== 'shot' || (target.kind === 'shot' && target.shotId !== next.shotId)) {
      setShapes([]);
      setIsDrawing(false);
    }
    setTarget(next);
  };

  const fieldsOf = (text: string): GuestCommentFields => {
    if (target.kind === 'time') {
      return {
        body: text,
        timeSeconds: target.start,
        timeEndSeconds: end ?? undefined,
        annotation: isFrameDrawing ? toAnnotation(frameDrawing.shapes) : undefined,
      };
    }
    if (target.kind === 'episode' || !shot) return { body: text };
    return {
      body: text,
      shotId: shot.id,
      generationId: shot.version?.generationId,
      annotation: isDrawing ? toAnnotation(shapes) : undefined,
    };
  };

  const submit = async () => {
    const text = body.trim();
    if (text.length === 0 || isEndInvalid || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      await onSubmit(fieldsOf(text));
      setBody('');
      setShapes([]);
      setIsDrawing(false);
      frameDrawing?.stop();
      setEndText('');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : t('review.composer.failed'));
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={handleSubmit} aria-label={t('review.composer.title')}>
      <CommentTargetPicker shots={shots} target={target} onChange={changeTarget} />
      {target.kind === 'time' && (
        <label className="flex items-center gap-2 text-xs text-fg-muted">
          {t('review.composer.until', { start: formatTimecode(target.start) })}
          <input
            type="text"
            inputMode="numeric"
            data-testid="review-comment-target-end"
            placeholder={t('review.composer.untilPlaceholder')}
            value={endText}
            aria-invalid={isEndInvalid || undefined}
            onChange={(event) => setEndText(event.target.value)}
            className="h-8 w-24 rounded-lg border border-line bg-canvas px-2 text-sm text-fg tabular-nums"
          />
          {isEndInvalid && <span className="text-danger">{t('review.composer.endInvalid')}</span>}
        </label>
      )}
      {target.kind === 'time' && frameDrawing && (
        <div className="flex flex-col gap-1">
          <Button
            variant={isFrameDrawing ? 'primary' : 'secondary'}
            size="sm"
            className="self-start"
            data-testid="review-annotate-frame"
            aria-pressed={isFrameDrawing}
            onClick={() => (isFrameDrawing ? frameDrawing.stop() : frameDrawing.start(target.start))}
          >
            <Icon name="pencil" className="size-4" />
            {t('review.composer.drawFrame')}
          </Button>
          {isFrameDrawing && (
            <p className="text-xs text-fg-muted">
              {t('review.composer.drawFrameHint', { time: formatTimecode(target.start) })}
            </p>
          )}
        </div>
      )}
      {shot && (
        <div className="flex flex-col gap-2">
          <Button
            variant={isDrawing ? 'primary' : 'secondary'}
            size="sm"
            className="self-start"
            data-testid="review-annotate"
            aria-pressed={isDrawing}
            disabled={!shot.imageUrl}
            title={shot.imageUrl ? undefined : t('review.composer.noPictureToDraw')}
            onClick={() => setIsDrawing((value) => !value)}
          >
            <Icon name="pencil" className="size-4" />
            {t('review.composer.draw')}
          </Button>
          {isDrawing && (
            <AnnotationEditor
              src={shot.imageUrl}
              alt={t('review.shot.picture', { n: shotIndex + 1 })}
              label={t('review.annotation.surface', { n: shotIndex + 1 })}
              shapes={shapes}
              onChange={setShapes}
            />
          )}
        </div>
      )}
      <AutoGrowTextarea
        label={t('review.composer.body')}
        isLabelHidden
        data-testid="review-comment-body"
        placeholder={t('review.composer.placeholder')}
        value={body}
        onValueChange={setBody}
        onKeyDown={handleKeyDown}
        maxLength={REVIEW_LIMITS.commentBodyMax}
        shouldCleanOnBlur={false}
        minRows={3}
        hint={t('review.composer.hint')}
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-fg-muted">
          {guestName ? t('review.composer.as', { name: guestName }) : t('review.composer.noName')}{' '}
          <button
            type="button"
            data-testid="review-guest-change-name"
            onClick={onChangeName}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            {guestName ? t('review.composer.changeName') : t('review.composer.giveName')}
          </button>
        </p>
        <Button
          type="submit"
          data-testid="review-comment-submit"
          isLoading={isSending}
          disabled={body.trim().length === 0 || isEndInvalid}
        >
          {t('review.composer.submit')}
        </Button>
      </div>
    </form>
  );
}
