import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError, Spinner } from '../../../ui';
import type { CommentsContextValue } from '../state/CommentsContext';

/** Where the episode's comments stand before they can be listed: failed to load (with Reload), else loading. */
export function CommentsLoadState({ listQuery }: { listQuery: CommentsContextValue['listQuery'] }) {
  const { t } = useTranslation();
  if (listQuery.isError) {
    return (
      <LoadingError
        operation={t('comments.errors.load')}
        detail={errorMessageOf(listQuery.error)}
        onReload={listQuery.refetch}
      />
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted">
      <Spinner />
      {t('comments.panel.loading')}
    </p>
  );
}
