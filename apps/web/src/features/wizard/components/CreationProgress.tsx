import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon, Spinner } from '../../../ui';

export type CreationItemStatus = 'waiting' | 'running' | 'done' | 'failed' | 'skipped';

export interface CreationItem {
  id: 'project' | 'episode' | 'assets' | 'shots' | 'images';
  status: CreationItemStatus;
  /** e.g. '4 of 18 images'. */
  detail?: string;
}

/** The creation steps, each with its state, announced politely as it changes. */
export function CreationProgress({ items }: { items: readonly CreationItem[] }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('wizard.create.progressLabel')} aria-live="polite" className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2">
          <span className="grid size-5 place-items-center">
            {item.status === 'running' ? (
              <Spinner className="size-4" />
            ) : item.status === 'done' ? (
              <Icon name="checkCircle" className="size-5 text-success" />
            ) : item.status === 'failed' ? (
              <Icon name="alert" className="size-5 text-danger" />
            ) : (
              <span className="size-2 rounded-full bg-line-strong" />
            )}
          </span>
          <span className="flex-1 text-sm text-fg">{t(`wizard.create.progress.${item.id}`)}</span>
          <span className="text-xs text-fg-muted">{item.detail ?? t(`wizard.create.status.${item.status}`)}</span>
        </li>
      ))}
    </ol>
  );
}
