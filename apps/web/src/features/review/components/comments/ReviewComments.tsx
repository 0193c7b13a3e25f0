import type { PublicReview, ReviewComment } from '@sym/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import type { GuestCommentFields } from '../../api/reviewApi';
import { targetLabel } from '../../utils/labels';
import { openThreads } from '../../utils/threads';
import { CommentComposer } from './CommentComposer';
import { ReviewThreadView } from './ReviewThreadView';

interface ReviewCommentsProps {
  review: PublicReview;
  guestName: string | null;
  onChangeName: () => void;
  onComment: (fields: GuestCommentFields) => Promise<void>;
  activeId: string | null;
  onOpen: (comment: ReviewComment) => void;
  onPoint: (id: string | null) => void;
}

/** The comments panel: a new comment, then every open thread (live: anyone's new comment shows at once). */
export function ReviewComments(props: ReviewCommentsProps) {
  const { review, guestName, onChangeName, onComment, activeId, onOpen, onPoint } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const threads = useMemo(() => openThreads(review.comments), [review.comments]);
  return (
    <aside aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-base font-semibold text-fg">
        {t('review.comments.title', { count: threads.length })}
      </h2>
      <div className="rounded-xl border border-line bg-surface p-3">
        <CommentComposer shots={review.shots} guestName={guestName} onChangeName={onChangeName} onSubmit={onComment} />
      </div>
      {threads.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted"
        >
          {t('review.comments.empty')}
        </p>
      ) : (
        <ol aria-label={t('review.comments.threads')} className="flex flex-col gap-3">
          {threads.map((thread) => (
            <ReviewThreadView
              key={thread.root.id}
              thread={thread}
              targetLabel={targetLabel(t, thread.root, review.shots)}
              isActive={thread.root.id === activeId}
              onOpen={() => onOpen(thread.root)}
              onPoint={onPoint}
              onReply={(parentId, body) => onComment({ body, parentId })}
            />
          ))}
        </ol>
      )}
    </aside>
  );
}
