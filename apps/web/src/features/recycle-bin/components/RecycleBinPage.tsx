import { RECYCLE_BIN_TYPES, type RecycleBinItem, type RecycleBinType } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { ApiError } from '../../../lib/errors';
import { Alert, EmptyState, LoadingError, PageHeader, SkeletonList, SubTabs, useConfirm } from '../../../ui';
import { usePurgeItem, useRecycleBin, useRestoreItem } from '../api/useRecycleBin';
import { RecycleBinRow } from './RecycleBinRow';

type TypeFilter = 'all' | RecycleBinType;

/** A refusal the server explains (tier limit, restore the project first) is shown as is. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && [403, 404, 409, 422].includes(error.status) ? error.message : fallback;
}

/** /recycling: deleted projects, episodes and assets with Restore and Delete forever. */
export function RecycleBinPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.recycling.title'));
  const confirm = useConfirm();
  const bin = useRecycleBin();
  const restore = useRestoreItem();
  const purge = usePurgeItem();
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const keyOf = (item: RecycleBinItem) => `${item.type}:${item.id}`;
  const run = async (item: RecycleBinItem, action: () => Promise<unknown>, done: string, failed: string) => {
    setError(null);
    setNotice(null);
    setBusyKey(keyOf(item));
    try {
      await action();
      setNotice(done);
    } catch (failure) {
      setError(failureText(failure, failed));
    } finally {
      setBusyKey(null);
    }
  };
  const handleRestore = (item: RecycleBinItem) =>
    void run(
      item,
      () => restore.mutateAsync({ type: item.type, id: item.id }),
      t('recycleBin.restored', { name: item.name }),
      t('recycleBin.restoreFailed'),
    );
  const handlePurge = async (item: RecycleBinItem) => {
    const isConfirmed = await confirm({
      title: t('recycleBin.purgeTitle'),
      message: t('recycleBin.purgeMessage', { name: item.name }),
      confirmLabel: t('recycleBin.purge'),
    });
    if (!isConfirmed) return;
    await run(
      item,
      () => purge.mutateAsync({ type: item.type, id: item.id }),
      t('recycleBin.purged', { name: item.name }),
      t('recycleBin.purgeFailed'),
    );
  };

  const items = bin.data ?? [];
  const shown = filter === 'all' ? items : items.filter((item) => item.type === filter);
  const tabs = [
    { id: 'all' as const, label: t('recycleBin.filters.all'), count: items.length },
    ...RECYCLE_BIN_TYPES.map((type) => ({
      id: type,
      label: t(`recycleBin.filters.${type}`),
      count: items.filter((item) => item.type === type).length,
    })),
  ];

  let content;
  if (bin.isPending) {
    content = <SkeletonList />;
  } else if (bin.isError) {
    content = (
      <LoadingError
        operation={t('recycleBin.operation')}
        detail={bin.error.message}
        onReload={() => void bin.refetch()}
      />
    );
  } else if (items.length === 0) {
    content = <EmptyState icon="trash" title={t('recycleBin.empty.title')} message={t('recycleBin.empty.message')} />;
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <SubTabs
          label={t('recycleBin.filters.label')}
          items={tabs}
          activeId={filter}
          onChange={setFilter}
          idPrefix="recycle-filter"
        />
        <div role="tabpanel" aria-labelledby={`recycle-filter-${filter}`}>
          {shown.length === 0 ? (
            <EmptyState isCompact />
          ) : (
            <ul aria-label={t('pages.recycling.title')} className="flex flex-col gap-3">
              {shown.map((item) => (
                <RecycleBinRow
                  key={keyOf(item)}
                  item={item}
                  isBusy={busyKey === keyOf(item)}
                  onRestore={handleRestore}
                  onPurge={(target) => void handlePurge(target)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('pages.recycling.title')} description={t('recycleBin.description')} />
      {error && <Alert>{error}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      )}
      {content}
    </div>
  );
}
