import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button } from '../../../../ui';

interface SaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  isSaved: boolean;
  error: string | null;
  label?: string;
}

/** Submit button of a settings form with its outcome: 'Saved' or the error text. */
export function SaveBar({ isDirty, isSaving, isSaved, error, label }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert>{error}</Alert>}
      <div className="flex items-center justify-end gap-3">
        <span role="status" className="text-sm text-success">
          {isSaved && !isDirty ? t('projects.settings.saved') : ''}
        </span>
        <Button type="submit" disabled={!isDirty} isLoading={isSaving}>
          {label ?? t('projects.settings.save')}
        </Button>
      </div>
    </div>
  );
}
