import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import type { ReviewThread } from '../../utils/threads';
import { ReplyForm } from './ReplyForm';
import { ReviewCommentItem } from './ReviewCommentItem';

interface ReviewThreadViewProps {
  thread: ReviewThread;
  targetLabel: string;
  isActive: boolean;
  /** Goes where the thread is about (its shot, or its moment of the player) and shows its drawing. */
  onOpen: () => void;
  /** The guest points at the thread (hover or focus): its drawing shows on its shot; null when they leave. */
  onPoint: (id: string | null) => void;
  onReply: (parentId: string, body: string) => Promise<void>;
}

/** A thread: its first comment with what it is about, its replies, and a reply form. */
export function ReviewThreadView({ thread, targetLabel, isActive, onOpen, onPoint, onReply }: ReviewThreadViewProps) {
  const { t } = useTranslation();
  const [isReplying, setIsReplying] = useState(false);
  const { root, replies } = thread;
  return (
    <li
      data-testid="review-thread"
      data-active={isActive || undefined}
      onMouseEnter={() => onPoint(root.id)}
      onMouseLeave={() => onPoint(null)}
      onFocus={() => onPoint(root.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPoint(null);
      }}
      className={`flex flex-col gap-3 rounded-xl border bg-surface p-3 ${isActive ? 'border-accent' : 'border-line'}`}
    >
      <ReviewCommentItem comment={root} target={{ label: targetLabel, onOpen }} />
      {replies.length > 0 && (
        <ol className="flex flex-col gap-3 border-l-2 border-line pl-3">
          {replies.map((reply) => (
            <li key={reply.id}>
              <ReviewCommentItem comment={reply} />
            </li>
          ))}
        </ol>
      )}
      {isReplying ? (
        <ReplyForm
          authorName={root.author.name}
          onSubmit={(body) => onReply(root.id, body)}
          onClose={() => setIsReplying(false)}
        />
      ) : (
        <button
          type="button"
          data-testid="review-reply"
          onClick={() => setIsReplying(true)}
          className="self-start text-xs font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('review.reply.open')}
        </button>
      )}
    </li>
  );
}
