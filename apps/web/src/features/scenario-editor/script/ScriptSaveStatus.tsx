import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';
import type { ScriptSaveStatus as Status } from './useScriptDraft';

interface ScriptSaveStatusProps {
  status: Status;
  onRetry: () => void;
}

/** Where the auto-save stands: waiting, saving, saved — or 'Failed to update scenario' with Retry. */
export function ScriptSaveStatus({ status, onRetry }: ScriptSaveStatusProps) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className="flex items-center gap-2">
        <p role="alert" className="text-xs text-danger">
          {t('scriptEditor.save.failed')}
        </p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('scriptEditor.save.retry')}
        </Button>
      </div>
    );
  }
  const text = status === 'idle' ? '' : t(`scriptEditor.save.${status}`);
  return (
    <p role="status" className={`text-xs ${status === 'saved' ? 'text-success' : 'text-fg-muted'}`}>
      {text}
    </p>
  );
}
