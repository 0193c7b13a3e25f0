import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner } from '../../../../ui';
import type { SaveSnapshot } from './shotEditSaver';

interface SaveStatusProps {
  snapshot: SaveSnapshot;
  onRetry: () => void;
}

/** Where the shot edits stand: 'Saving…', 'Saved', 'Offline — will retry', or the failure with Retry. */
export function SaveStatus({ snapshot, onRetry }: SaveStatusProps) {
  const { t } = useTranslation();
  const { status, error } = snapshot;
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
