import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';

interface ConflictNoticeProps {
  /** Keep this user's version: send it again over the other one. */
  onKeepMine: () => void;
  /** Take the other person's version: the form shows it instead. */
  onTakeTheirs: () => void;
  /** The fields changed on both sides, as shown to the user (none: not named). */
  fields?: readonly string[];
}

/** A save refused because someone else saved meanwhile (409): the user keeps his or takes theirs. */
export function ConflictNotice({ onKeepMine, onTakeTheirs, fields = [] }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <p id={titleId} className="font-semibold text-fg">
        {t('collaboration.conflict.formTitle')}
      </p>
      <p className="mt-1 text-fg-muted">{t('collaboration.conflict.formMessage')}</p>
      {fields.length > 0 && (
        <p className="mt-1 text-fg-muted">{t('collaboration.conflict.fields', { fields: fields.join(', ') })}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onKeepMine}>
          {t('collaboration.conflict.keepMine')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onTakeTheirs}>
          {t('collaboration.conflict.takeTheirs')}
        </Button>
      </div>
    </div>
  );
}
