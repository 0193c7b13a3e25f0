import type { ApprovalState, PublicReview, ReviewComment } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { Alert } from '../../../ui';
import type { GuestCommentFields } from '../api/reviewApi';
import { useFrameDrawingState } from '../hooks/useFrameDrawingState';
import { useGuestName } from '../hooks/useGuestName';
import { useReviewActions } from '../hooks/useReviewActions';
import { useReviewLive } from '../realtime/useReviewLive';
import { FrameDrawingContext } from '../state/FrameDrawingContext';
import { ReviewLiveContext } from '../state/ReviewLiveContext';
import { ReviewViewContext } from '../state/ReviewViewContext';
import { ReviewViewStore } from '../state/reviewViewStore';
import { errorText } from '../utils/errorText';
import { ReviewComments } from './comments/ReviewComments';
import { GuestNameDialog } from './GuestNameDialog';
import { ReviewFollow } from './ReviewFollow';
import { ReviewHeader } from './ReviewHeader';
import { ReviewPlayer } from './player/ReviewPlayer';
import { ReviewStoryboard } from './storyboard/ReviewStoryboard';

interface ReviewScreenProps {
  token: string;
  review: PublicReview;
  onGone: () => void;
}

const EPISODE = 'episode';

/**
 * A live review: header with the counts, player, storyboard and comments. Where the guest is (current shot, player
 * time) lives in a view store that a presenter's position can drive as well; the room's events keep the rest live.
 * A drawing over the player's frame is shared by the composer (which starts and sends it) and the player.
 */
export function ReviewScreen({ token, review, onGone }: ReviewScreenProps) {
  const { t } = useTranslation();
  const [store] = useState(() => new ReviewViewStore());
  const frameDrawing = useFrameDrawingState(store);
  const socket = useReviewLive({ token, reviewId: review.reviewId, scenarioId: review.scenarioId, onGone });
  const guest = useGuestName();
  const actions = useReviewActions({ token, onGone });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pointedId, setPointedId] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [approvalError, setApprovalError] = useState<string | null>(null);
  useDocumentTitle(review.scenarioName);

  const shownComment = review.comments.find((comment) => comment.id === (pointedId ?? activeId));
  const shown =
    shownComment?.shotId && shownComment.annotation
      ? { shotId: shownComment.shotId, shapes: shownComment.annotation.shapes }
      : null;

  const handleComment = (fields: GuestCommentFields) =>
    new Promise<void>((resolve, reject) => {
      guest.withName(
        (name) =>
          void actions.comment.mutateAsync({ name, fields }).then(
            () => resolve(),
            (error: unknown) => reject(new Error(errorText(error, t('review.composer.failed')))),
          ),
        () => reject(new Error(t('review.guestName.needed'))),
      );
    });

  const setPendingKey = (key: string, isPending: boolean) =>
    setPending((keys) => {
      const next = new Set(keys);
      if (isPending) next.add(key);
      else next.delete(key);
      return next;
    });

  const handleApprove = (shotId: string | null, state: ApprovalState, note: string) => {
    const key = shotId ?? EPISODE;
    guest.withName((name) => {
      setPendingKey(key, true);
      setApprovalError(null);
      actions.approve
        .mutateAsync({ name, fields: { shotId: shotId ?? undefined, state, note } })
        .catch((error: unknown) => setApprovalError(errorText(error, t('review.approval.failed'))))
        .finally(() => setPendingKey(key, false));
    });
  };

  const openComment = (comment: ReviewComment) => {
    setActiveId((id) => (id === comment.id ? null : comment.id));
    if (comment.shotId !== null) {
      const index = review.shots.findIndex((shot) => shot.id === comment.shotId);
      if (index >= 0) store.selectShot(index);
    } else if (comment.timeSeconds !== null) {
      store.seek(comment.timeSeconds);
    }
  };

  return (
    <ReviewViewContext.Provider value={store}>
      <ReviewLiveContext.Provider value={socket}>
        <FrameDrawingContext.Provider value={frameDrawing}>
          <div className="flex flex-col gap-6">
            <ReviewHeader
              review={review}
              isApproving={pending.has(EPISODE)}
              onApprove={(state, note) => handleApprove(null, state, note)}
            />
            <ReviewFollow scenarioId={review.scenarioId} />
            {approvalError && <Alert>{approvalError}</Alert>}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <div className="flex min-w-0 flex-col gap-6">
                <ReviewPlayer review={review} activeCommentId={activeId} />
                <ReviewStoryboard review={review} shown={shown} pending={pending} onApprove={handleApprove} />
              </div>
              <ReviewComments
                review={review}
                guestName={guest.name}
                onChangeName={guest.ask}
                onComment={handleComment}
                activeId={activeId}
                onOpen={openComment}
                onPoint={setPointedId}
              />
            </div>
          </div>
          {guest.isAsking && (
            <GuestNameDialog isOpen initialName={guest.name} onSave={guest.save} onClose={guest.dismiss} />
          )}
        </FrameDrawingContext.Provider>
      </ReviewLiveContext.Provider>
    </ReviewViewContext.Provider>
  );
}
