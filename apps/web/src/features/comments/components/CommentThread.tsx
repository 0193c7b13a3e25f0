import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useCommentMutations } from '../api/useCommentMutations';
import type { CommentsContextValue } from '../state/CommentsContext';
import type { CommentThread as Thread } from '../utils/threads';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

type ThreadContext = Pick<CommentsContextValue, 'scenarioId' | 'shots' | 'members' | 'userId' | 'focusCommentId'> &
  Partial<Pick<CommentsContextValue, 'player'>>;

interface CommentThreadProps {
  thread: Thread;
  context: ThreadContext;
  /** The comment whose edit box is open (one at a time in the panel). */
  editingId: string | null;
  onEditingChange: (commentId: string | null) => void;
  isReplying: boolean;
  onReplyingChange: (isReplying: boolean) => void;
  /** Whether its comments carry their DOM ids (false for a second copy on the page, as in the shot editor). */
  isAnchor?: boolean;
}

/** A thread: its first comment with the replies under it and, when asked for, the reply box. */
export function CommentThread({
  thread,
  context,
  editingId,
  onEditingChange,
  isReplying,
  onReplyingChange,
  isAnchor = true,
}: CommentThreadProps) {
  const { t } = useTranslation();
  const { create } = useCommentMutations(context.scenarioId);
  const { root, replies } = thread;
  const editProps = (commentId: string) => ({
    isEditing: editingId === commentId,
    onEdit: (isEditing: boolean) => onEditingChange(isEditing ? commentId : null),
    isFocused: context.focusCommentId === commentId,
    isAnchor,
  });

  return (
    <li>
      <CommentItem
        comment={root}
        context={context}
        replyCount={replies.length}
        onReply={() => onReplyingChange(true)}
        {...editProps(root.id)}
      >
        {replies.length > 0 && (
          <ol
            aria-label={t('comments.thread.replies', { count: replies.length })}
            className="ml-4 flex flex-col gap-1 border-l border-line pl-3"
          >
            {replies.map((reply) => (
              <li key={reply.id}>
                <CommentItem comment={reply} context={context} replyCount={null} {...editProps(reply.id)} />
              </li>
            ))}
          </ol>
        )}
        {isReplying && (
          <CommentForm
            members={context.members}
            label={t('comments.reply.label', { name: root.author.name })}
            placeholder={t('comments.reply.placeholder')}
            submitLabel={t('comments.actions.send')}
            onSubmit={async (body) => {
              await create.mutateAsync({ body, parentId: root.id });
              onReplyingChange(false);
            }}
            onCancel={() => onReplyingChange(false)}
            testIds={{ body: 'comment-reply-body', submit: 'comment-reply-submit' }}
            autoFocus
          />
        )}
      </CommentItem>
    </li>
  );
}
