import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, EmptyState, Icon } from '../../../ui';
import { useCommentsContext } from '../state/CommentsContext';
import { filterThreads, groupThreads } from '../utils/threads';
import { CommentFilters } from './CommentFilters';
import { commentDomId } from './CommentItem';
import { CommentThread } from './CommentThread';
import { NewCommentForm } from './NewCommentForm';
import { CommentsLoadState } from './CommentsLoadState';

/** The panel's DOM id (the toggle controls it) and the toggle's, which takes the focus back on close. */
export const COMMENTS_PANEL_ID = 'episode-comments-panel';
export const COMMENTS_TOGGLE_ID = 'episode-comments-toggle';

/**
 * The episode's comments beside the editor: filters (open, resolved, mine, by shot), a new comment on a shot, at
 * a time or on the whole episode, and the threads with their replies. Escape or the close button closes it.
 */
export function CommentsPanel() {
  const { t } = useTranslation();
  const context = useCommentsContext();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const comments = context?.comments;
  const threads = useMemo(() => groupThreads(comments ?? []), [comments]);
  const focusCommentId = context?.focusCommentId ?? null;
  const isFocusLoaded = Boolean(focusCommentId && comments?.some((comment) => comment.id === focusCommentId));
  const openCount = context?.openCount ?? 0;

  // Each opening takes the focus: to the linked comment once it is loaded, else to the panel's heading.
  useEffect(() => {
    if (!openCount) return;
    const target = focusCommentId && isFocusLoaded ? document.getElementById(commentDomId(focusCommentId)) : null;
    if (target) {
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
    } else if (!focusCommentId) {
      headingRef.current?.focus();
    }
  }, [openCount, focusCommentId, isFocusLoaded]);

  if (!context?.isMember || !context.isOpen) return null;
  const { listQuery, filter, shotId, userId } = context;
  const shown = filterThreads(threads, { filter, shotId, userId });
  const isFocusMissing = Boolean(focusCommentId && comments && !isFocusLoaded);

  const close = () => {
    context.close();
    document.getElementById(COMMENTS_TOGGLE_ID)?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    close();
  };

  const renderThreads = () => {
    if (listQuery.isError || !comments) return <CommentsLoadState listQuery={listQuery} />;
    if (threads.length === 0) {
      return (
        <EmptyState icon="inbox" title={t('comments.empty.title')} message={t('comments.empty.message')} isCompact />
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          icon="search"
          title={t('comments.empty.filteredTitle')}
          message={t('comments.empty.filtered')}
          isCompact
        />
      );
    }
    return (
      <ol aria-label={t('comments.panel.threads')} className="flex flex-col gap-3">
        {shown.map((thread) => (
          <CommentThread
            key={thread.root.id}
            thread={thread}
            context={context}
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
    <aside
      id={COMMENTS_PANEL_ID}
      aria-labelledby={headingId}
      data-testid="comments-panel"
      onKeyDown={handleKeyDown}
      className="fixed inset-0 z-40 flex flex-col border-line bg-surface shadow-2xl shadow-black/30 lg:inset-auto lg:top-28 lg:right-0 lg:bottom-0 lg:z-20 lg:w-[26rem] lg:border-l"
    >
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex-1 text-base font-semibold text-fg outline-none"
        >
          {t('comments.panel.title')}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('comments.panel.close')}
          className="grid size-8 place-items-center rounded-lg text-fg-muted transition-colors hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon name="close" className="size-5" />
        </button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4">
        <CommentFilters
          filter={filter}
          onFilterChange={context.setFilter}
          shotId={shotId}
          onShotChange={context.setShotId}
          shots={context.shots}
        />
        <NewCommentForm
          key={shotId ?? ''}
          scenarioId={context.scenarioId}
          shots={context.shots}
          members={context.members}
          defaultShotId={shotId}
          player={context.player}
        />
        {isFocusMissing && <Alert tone="info">{t('comments.errors.notFound')}</Alert>}
        {renderThreads()}
      </div>
    </aside>
  );
}
