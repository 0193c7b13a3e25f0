import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button, Icon, Spinner } from '../../../../ui';
import type { SaveSnapshot } from './shotEditSaver';

interface SaveStatusProps {
  snapshot: SaveSnapshot;
  onRetry: () => void;
  /** Conflict: send this user's edits again over the other person's version. */
  onKeepMine: (shotId: string) => void;
  /** Conflict: drop this user's edits and show the other person's version. */
  onTakeTheirs: (shotId: string) => void;
}

/** The label of each shot field a conflict can name. */
const FIELD_LABELS: Partial<Record<string, `shotEditor.fields.${ShotFieldLabel}`>> = {
  description: 'shotEditor.fields.description',
  action: 'shotEditor.fields.action',
  type: 'shotEditor.fields.type',
  cameraMotion: 'shotEditor.fields.cameraMotion',
  duration: 'shotEditor.fields.duration',
  animationInstructions: 'shotEditor.fields.animationInstructions',
  modificationPrompt: 'shotEditor.fields.modificationPrompt',
};
type ShotFieldLabel =
  'description' | 'action' | 'type' | 'cameraMotion' | 'duration' | 'animationInstructions' | 'modificationPrompt';

/**
 * Where the shot edits stand: 'Saving…', 'Saved', 'Offline — will retry', the failure with Retry, or a
 * conflict (someone else saved the shot meanwhile) with Keep mine and Take theirs.
 */
export function SaveStatus({ snapshot, onRetry, onKeepMine, onTakeTheirs }: SaveStatusProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { status, error, conflict } = snapshot;
  if (status === 'conflict' && conflict) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={titleId}
        className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs"
      >
        <p id={titleId} className="font-semibold text-fg">
          {t('collaboration.conflict.title')}
        </p>
        <p className="mt-1 text-fg-muted">{t('collaboration.conflict.message')}</p>
        {conflict.fields.length > 0 && (
          <p className="mt-1 text-fg-muted">
            {t('collaboration.conflict.fields', {
              fields: conflict.fields
                .map((field) => t(FIELD_LABELS[field] ?? 'shotEditor.fields.description'))
                .join(', '),
            })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="primary" size="sm" onClick={() => onKeepMine(conflict.shotId)}>
            {t('collaboration.conflict.keepMine')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onTakeTheirs(conflict.shotId)}>
            {t('collaboration.conflict.takeTheirs')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t('shotEditor.save.label')} className="flex min-h-8 items-center gap-2 text-xs">
      {status === 'saving' && (
        <span className="flex items-center gap-1.5 text-fg-muted">
          <Spinner />
          {t('shotEditor.save.saving')}
        </span>
      )}
      {status === 'saved' && (
        <span className="flex items-center gap-1.5 text-fg-muted">
          <Icon name="check" className="size-3.5" />
          {t('shotEditor.save.saved')}
        </span>
      )}
      {status === 'offline' && (
        <span className="flex items-center gap-1.5 text-warning">
          <Icon name="alert" className="size-3.5" />
          {t('shotEditor.save.offline')}
        </span>
      )}
      {status === 'error' && (
        <>
          <span className="text-danger">
            {t('shotEditor.save.failed')}
            {error ? `: ${error}` : ''}
          </span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('shotEditor.save.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
