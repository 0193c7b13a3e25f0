import type { RecycleBinItem } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { RecycleBinPreview } from './RecycleBinPreview';

interface RecycleBinRowProps {
  item: RecycleBinItem;
  onRestore: (item: RecycleBinItem) => void;
  onPurge: (item: RecycleBinItem) => void;
  isBusy: boolean;
}

/** One deleted item: picture, type, name, project, deletion date, Restore and Delete forever. */
export function RecycleBinRow({ item, onRestore, onPurge, isBusy }: RecycleBinRowProps) {
  const { t, i18n } = useTranslation();
  const deleted = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.deletedAt),
  );
  const isBlocked = item.type !== 'project' && item.isProjectDeleted;
  return (
    <li
      aria-label={item.name}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <RecycleBinPreview item={item} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{item.name}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
          <div className="flex gap-1">
            <dt className="sr-only">{t('recycleBin.columns.type')}</dt>
            <dd className="rounded-full bg-elevated px-2 font-medium text-fg">{t(`recycleBin.types.${item.type}`)}</dd>
          </div>
          {item.type !== 'project' && (
            <div className="flex gap-1">
              <dt>{t('recycleBin.columns.project')}</dt>
              <dd className="text-fg">{item.projectName}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{t('recycleBin.columns.deleted')}</dt>
            <dd>{deleted}</dd>
          </div>
        </dl>
        {isBlocked && <p className="mt-1 text-xs text-warning">{t('recycleBin.restoreProjectFirst')}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRestore(item)}
          disabled={isBusy || isBlocked}
          aria-label={t('recycleBin.restoreNamed', { name: item.name })}
        >
          <Icon name="restore" className="size-4" />
          {t('recycleBin.restore')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => onPurge(item)}
          disabled={isBusy}
          aria-label={t('recycleBin.purgeNamed', { name: item.name })}
        >
          <Icon name="trash" className="size-4" />
          {t('recycleBin.purge')}
        </Button>
      </div>
    </li>
  );
}
