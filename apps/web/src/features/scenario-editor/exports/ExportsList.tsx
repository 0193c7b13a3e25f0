import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { EmptyState, LoadingError, Skeleton } from '../../../ui';
import { ExportRow } from './ExportRow';
import { useExports } from './useExports';

/** The episode's exports, newest first, or an empty state. */
export function ExportsList({ scenarioId }: { scenarioId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const exports = useExports(scenarioId);

  const renderBody = () => {
    if (exports.isPending) {
      return (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      );
    }
    if (exports.isError)
      return <LoadingError operation={t('exports.list.operation')} onReload={() => void exports.refetch()} />;
    if (exports.data.length === 0) {
      return (
        <EmptyState
          isCompact
          icon="film"
          title={t('exports.list.emptyTitle')}
          message={t('exports.list.emptyMessage')}
        />
      );
    }
    return (
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {exports.data.map((item) => (
          <ExportRow key={item.exportId} scenarioId={scenarioId} item={item} />
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {t('exports.list.title')}
      </h2>
      {renderBody()}
    </section>
  );
}
