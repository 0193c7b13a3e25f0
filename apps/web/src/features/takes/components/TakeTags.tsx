import type { ShotVersion } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';

/** Current, uploaded, in progress or failed, as small tags (words, never colour alone). */
export function TakeTags({ take }: { take: ShotVersion }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="rounded-full bg-elevated px-1.5 py-0.5 text-fg-muted">
        {t(take.kind === 'video' ? 'takes.kind.video' : 'takes.kind.image')}
      </span>
      {take.isCurrent && (
        <span data-testid="take-current" className="rounded-full bg-accent px-1.5 py-0.5 font-medium text-on-accent">
          {t('takes.tags.current')}
        </span>
      )}
      {take.isUpload && (
        <span data-testid="take-uploaded" className="rounded-full border border-line px-1.5 py-0.5 text-fg">
          {t('takes.tags.uploaded')}
        </span>
      )}
      {take.status === 'failed' && <span className="text-danger">{t('takes.tags.failed')}</span>}
      {take.status !== 'failed' && take.status !== 'completed' && (
        <span className="text-fg-muted">{t('takes.tags.inProgress')}</span>
      )}
    </span>
  );
}
