import type { Shot } from '@sym/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';
import { useCommentsContext } from '../state/CommentsContext';
import { filterThreads, groupThreads } from '../utils/threads';
import { CommentThread } from './CommentThread';
import { ShotCommentForm } from './ShotCommentForm';
import { CommentsLoadState } from './CommentsLoadState';

/**
 * A shot's comments beside it, in the shot editor: its open threads (who, which take, the text, with reply and
 * resolve) and a new comment on it. Only members see it; the comments panel shows the resolved ones too.
 */
export function ShotComments({ shot }: { shot: Shot }) {
  const { t } = useTranslation();
  const context = useCommentsContext();
  const headingId = useId();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const comments = context?.comments;
  const userId = context?.userId ?? '';
  const threads = useMemo(
    () => filterThreads(groupThreads(comments ?? []), { filter: 'open', shotId: shot.id, userId }),
    [comments, shot.id, userId],
  );
  if (!context?.isMember) return null;
  const { listQuery } = context;

  const renderThreads = () => {
    if (listQuery.isError || !comments) return <CommentsLoadState listQuery={listQuery} />;
    if (threads.length === 0) {
      return (
        <p data-testid="shot-comments-empty" className="text-sm text-fg-muted">
          {t('comments.shot.empty', { n: shot.sequence })}
        </p>
      );
    }
    return (
      <ol aria-label={t('comments.shot.threads', { n: shot.sequence })} className="flex flex-col gap-3">
        {threads.map((thread) => (
          <CommentThread
            key={thread.root.id}
            thread={thread}
            context={context}
            isAnchor={false}
            editingId={editingId}
            onEditingChange={setEditingId}
            isReplying={replyingTo === thread.root.id}
            onReplyingChange={(isReplying) => setReplyingTo(isReplying ? thread.root.id : null)}
          />
        ))}
      </ol>
    );
  };

  return (
    <section aria-labelledby={headingId} data-testid="shot-comments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {t('comments.shot.title', { count: threads.length })}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => context.open({ shotId: shot.id })}
          data-testid="shot-comments-panel"
        >
          {t('comments.shot.openPanel')}
        </Button>
      </div>
      {renderThreads()}
      <ShotCommentForm scenarioId={context.scenarioId} shot={shot} members={context.members} />
    </section>
  );
}
