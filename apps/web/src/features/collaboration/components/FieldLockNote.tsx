import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';
import type { FieldLockState } from '../hooks/useFieldLock';

interface FieldLockNoteProps {
  lock: FieldLockState;
}

/** Under a locked field: who is editing it (or who took it over), with Take over. Nothing when free. */
export function FieldLockNote({ lock }: FieldLockNoteProps) {
  const { t } = useTranslation();
  if (!lock.lockedBy) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-xs text-warning">
      <span>
        {lock.wasTakenOver
          ? t('collaboration.lock.takenOver', { name: lock.lockedBy })
          : t('collaboration.lock.editing', { name: lock.lockedBy })}
      </span>
      <Button variant="secondary" size="sm" onClick={lock.takeOver}>
        {t('collaboration.lock.takeOver')}
      </Button>
    </div>
  );
}
