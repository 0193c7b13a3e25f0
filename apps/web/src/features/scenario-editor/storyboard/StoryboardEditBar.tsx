import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon } from '../../../ui';
import { useTeamRoleAccess } from '../../teams';
import { STORYBOARD_VIEWS, type StoryboardView } from './storyboardView';

interface StoryboardEditBarProps {
  view: StoryboardView;
  onViewChange: (view: StoryboardView) => void;
  selectedCount: number;
  /** An edit is on its way to the server: the buttons wait for it. */
  isBusy: boolean;
  onAdd: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** What Undo would take back; undefined when there is nothing to undo. */
  undoLabel: string | undefined;
  isUndoing: boolean;
  onUndo: () => void;
  /** What Redo would make again; undefined when nothing was undone. */
  redoLabel: string | undefined;
  onRedo: () => void;
  /** Scene grouping's button: group the episode into scenes, or start a scene at the focused shot. */
  sceneAction?: { label: string; isDisabled: boolean; onClick: () => void } | undefined;
  error: string | null;
}

/** View switch (Simple, Deluxe, Full), Add shot, Duplicate and Delete of the selection, Undo and Redo. */
export function StoryboardEditBar({
  view,
  onViewChange,
  selectedCount,
  isBusy,
  onAdd,
  onDuplicate,
  onDelete,
  undoLabel,
  isUndoing,
  onUndo,
  redoLabel,
  onRedo,
  sceneAction,
  error,
}: StoryboardEditBarProps) {
  const { t } = useTranslation();
  const { canEdit } = useTeamRoleAccess();
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('storyboard.edit.label')}
        className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface p-2"
      >
        <div
          role="group"
          aria-label={t('storyboard.views.label')}
          className="flex rounded-lg border border-line bg-canvas p-0.5"
        >
          {STORYBOARD_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
              className={`rounded-md px-2.5 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
                view === option ? 'bg-elevated font-medium text-fg shadow-sm' : 'text-fg-muted hover:text-fg'
              }`}
            >
              {t(`storyboard.views.${option}`)}
            </button>
          ))}
        </div>
        <Button variant="secondary" size="sm" disabled={isBusy || !canEdit} onClick={onAdd}>
          <Icon name="plus" className="size-4" />
          {t('storyboard.edit.add')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isBusy || !canEdit || selectedCount === 0}
          onClick={onDuplicate}
        >
          <Icon name="copy" className="size-4" />
          {t('storyboard.edit.duplicate')}
        </Button>
        <Button variant="secondary" size="sm" disabled={isBusy || !canEdit || selectedCount === 0} onClick={onDelete}>
          <Icon name="trash" className="size-4" />
          {t('storyboard.edit.delete')}
        </Button>
        {sceneAction && (
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy || !canEdit || sceneAction.isDisabled}
            onClick={sceneAction.onClick}
          >
            <Icon name="layers" className="size-4" />
            {sceneAction.label}
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={!undoLabel || isUndoing || !canEdit} onClick={onUndo}>
          <Icon name="restore" className="size-4" />
          {undoLabel ? t('storyboard.edit.undoLabel', { label: undoLabel }) : t('storyboard.edit.undo')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!redoLabel || isUndoing || !canEdit} onClick={onRedo}>
          <Icon name="restore" className="size-4 -scale-x-100" />
          {redoLabel ? t('storyboard.edit.redoLabel', { label: redoLabel }) : t('storyboard.edit.redo')}
        </Button>
        <p className="ml-auto px-1 text-sm text-fg-muted" aria-live="polite">
          {selectedCount > 0 ? t('storyboard.selection.count', { n: selectedCount }) : t('storyboard.selection.hint')}
        </p>
      </div>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
