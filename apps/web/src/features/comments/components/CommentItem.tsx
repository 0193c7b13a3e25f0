import { initialsOf, type ReviewComment } from '@sym/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Avatar, Button, Icon, useConfirm } from '../../../ui';
import { useCommentMutations } from '../api/useCommentMutations';
import type { CommentsContextValue } from '../state/CommentsContext';
import { targetLabel } from '../utils/targetLabel';
import { formatTimecode } from '../utils/threads';
import { CommentAnnotation } from './CommentAnnotation';
import { CommentBody } from './CommentBody';
import { CommentForm } from './CommentForm';

/** The DOM id of a comment, which a notification's link scrolls to. */
export const commentDomId = (commentId: string) => `comment-${commentId}`;

type ItemContext = Pick<CommentsContextValue, 'scenarioId' | 'shots' | 'members' | 'userId'> &
  Partial<Pick<CommentsContextValue, 'player'>>;

interface CommentItemProps {
  comment: ReviewComment;
  context: ItemContext;
  /** The thread's replies when this is its first comment (null for a reply). */
  replyCount: number | null;
  isFocused: boolean;
  isEditing: boolean;
  onEdit: (isEditing: boolean) => void;
  /** Opens the reply box (threads only). */
  onReply?: () => void;
  /** Replies and the reply box, inside the thread's first comment. */
  children?: ReactNode;
  /**
   * Whether this copy carries the comment's DOM id (a notification's link scrolls to it): the panel's does, a
   * second copy on the same page (the shot editor's) does not.
   */
  isAnchor?: boolean;
}

/**
 * One comment: author (guests tagged), time, what it is about (a thread's first comment), its drawing over the
 * shot, the text with mentions, and what the signed-in member may do: reply and resolve / reopen a thread, edit
 * and delete their own comment (delete is confirmed).
 */
export function CommentItem({
  comment,
  context,
  replyCount,
  isFocused,
  isEditing,
  onEdit,
  onReply,
  children,
  isAnchor = true,
}: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const mutations = useCommentMutations(context.scenarioId);
  const [error, setError] = useState<string | null>(null);
  const isRoot = replyCount !== null;
  const isOwn = !comment.author.isGuest && comment.author.userId === context.userId;
  const isResolved = comment.resolvedAt !== null;
  const created = new Date(comment.createdAt);
  const player = context.player ?? null;
  const time = comment.timeSeconds;

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessageOf(failure, fallback));
    }
  };

  const handleDelete = async () => {
    const isConfirmed = await confirm({
      title: t('comments.delete.title'),
      message:
        isRoot && replyCount > 0
          ? t('comments.delete.threadMessage', { count: replyCount })
          : t('comments.delete.message'),
      confirmLabel: t('comments.delete.confirm'),
    });
    if (isConfirmed) await run(() => mutations.remove.mutateAsync(comment.id), t('comments.errors.delete'));
  };

  const toggleResolved = () =>
    run(
      () => mutations.setResolved.mutateAsync({ commentId: comment.id, resolved: !isResolved }),
      t('comments.errors.resolve'),
    );

  return (
    <article
      id={isAnchor ? commentDomId(comment.id) : undefined}
      tabIndex={-1}
      data-testid="comment-item"
      aria-label={t('comments.item.label', { name: comment.author.name })}
      className={`flex flex-col gap-2 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-ring ${
        isRoot ? `border bg-surface p-3 ${isResolved ? 'border-line opacity-80' : 'border-line'}` : 'pt-2'
      } ${isFocused ? 'ring-2 ring-accent' : ''}`}
    >
      <header className="flex items-start gap-2">
        <Avatar initials={initialsOf(comment.author.name)} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <span className="font-medium text-fg">{comment.author.name}</span>
            {comment.author.isGuest && (
              <span className="rounded-full border border-line px-1.5 text-xs text-fg-muted">
                {t('comments.item.guest')}
              </span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-fg-muted">
            <time dateTime={comment.createdAt} title={created.toLocaleString(i18n.resolvedLanguage)}>
              {new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
                created,
              )}
            </time>
            {comment.editedAt && <span>· {t('comments.item.edited')}</span>}
            {isRoot && player && time !== null && comment.shotId === null ? (
              // A thread at a time moves the editor's player there, where its drawing shows over the frame.
              <button
                type="button"
                onClick={() => player.seek(time)}
                aria-label={t('comments.item.seek', { time: formatTimecode(time) })}
                data-testid="comment-seek"
                className="rounded-md bg-elevated px-1.5 py-0.5 font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {targetLabel(t, comment, context.shots)}
              </button>
            ) : (
              isRoot && (
                <span className="rounded-md bg-elevated px-1.5 py-0.5 font-medium text-fg">
                  {targetLabel(t, comment, context.shots)}
                </span>
              )
            )}
          </p>
        </div>
      </header>
      {isRoot && comment.annotation && (
        <CommentAnnotation comment={comment} annotation={comment.annotation} shots={context.shots} />
      )}
      {isEditing ? (
        <CommentForm
          members={context.members}
          label={t('comments.edit.label')}
          placeholder={t('comments.form.placeholder')}
          submitLabel={t('comments.actions.save')}
          initialBody={comment.body}
          onSubmit={async (body) => {
            await mutations.edit.mutateAsync({ commentId: comment.id, body });
            onEdit(false);
          }}
          onCancel={() => onEdit(false)}
          autoFocus
        />
      ) : (
        <CommentBody comment={comment} members={context.members} />
      )}
      {isRoot && isResolved && (
        <p className="flex items-center gap-1 text-xs text-success">
          <Icon name="checkCircle" className="size-3.5" />
          {comment.resolvedBy
            ? t('comments.item.resolvedBy', { name: comment.resolvedBy })
            : t('comments.item.resolved')}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
      {!isEditing && (
        <div className="flex flex-wrap gap-1">
          {isRoot && onReply && (
            <Button variant="ghost" size="sm" onClick={onReply} data-testid="comment-reply">
              {t('comments.actions.reply')}
            </Button>
          )}
          {isRoot && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void toggleResolved()}
              isLoading={mutations.setResolved.isPending}
              data-testid="comment-resolve"
            >
              {isResolved ? t('comments.actions.reopen') : t('comments.actions.resolve')}
            </Button>
          )}
          {isOwn && (
            <>
              <Button variant="ghost" size="sm" onClick={() => onEdit(true)} data-testid="comment-edit">
                {t('comments.actions.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void handleDelete()}
                isLoading={mutations.remove.isPending}
                data-testid="comment-delete"
              >
                {t('comments.actions.delete')}
              </Button>
            </>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
