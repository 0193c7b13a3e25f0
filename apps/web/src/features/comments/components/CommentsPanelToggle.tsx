import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon, buttonClasses } from '../../../ui';
import { useCommentsContext } from '../state/CommentsContext';
import { COMMENTS_PANEL_ID, COMMENTS_TOGGLE_ID } from './CommentsPanel';

/** The editor's "Comments" button with the episode's open thread count; opens and closes the panel. */
export function CommentsPanelToggle() {
  const { t } = useTranslation();
  const context = useCommentsContext();
  if (!context?.isMember) return null;
  const openThreads =
    context.comments?.filter((comment) => comment.parentId === null && comment.resolvedAt === null).length ?? 0;
  return (
    <button
      id={COMMENTS_TOGGLE_ID}
      type="button"
      aria-expanded={context.isOpen}
      aria-controls={context.isOpen ? COMMENTS_PANEL_ID : undefined}
      onClick={() => (context.isOpen ? context.close() : context.open())}
      data-testid="comments-panel-toggle"
      className={buttonClasses(context.isOpen ? 'primary' : 'secondary', 'sm')}
    >
      <Icon name="comment" className="size-4" />
      {t('comments.toggle.label')}
      {openThreads > 0 && (
        <span className="rounded-full bg-canvas/60 px-1.5 text-xs tabular-nums" aria-hidden="true">
          {openThreads}
        </span>
      )}
      {openThreads > 0 && <span className="sr-only">{t('comments.toggle.open', { count: openThreads })}</span>}
    </button>
  );
}
