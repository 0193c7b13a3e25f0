import { useTranslation } from '../lib/i18n/useTranslation';
import { Button } from './Button';
import { Icon } from './Icon';

interface LoadingErrorProps {
  /** What failed to load, e.g. "projects" → 'Failed to load projects.' */
  operation: string;
  /** Retries the load; reloads the page when omitted. */
  onReload?: () => void;
  /** Server or network text shown under the message. */
  detail?: string;
}

/** Spec §8 'Loading Error' state for a list or panel whose data could not be fetched. */
export function LoadingError({ operation, onReload, detail }: LoadingErrorProps) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-xl border border-line bg-surface px-6 py-10 text-center"
    >
      <Icon name="alert" className="mb-3 size-6 text-danger" />
      <h2 className="text-base font-semibold text-fg">{t('errors.loading.title')}</h2>
      <p className="mt-1 text-sm text-fg-muted">{t('errors.loading.message', { operation })}</p>
      {detail && <p className="mt-1 text-xs text-fg-subtle">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-5" onClick={onReload ?? (() => window.location.reload())}>
        <Icon name="refresh" className="size-4" />
        {t('errors.reload')}
      </Button>
    </section>
  );
}
