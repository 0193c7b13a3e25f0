import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/errors';
import { EmptyState, LoadingError, PageHeader, Skeleton, buttonClasses } from '../../../ui';

interface ProjectLoadStateProps {
  query: UseQueryResult<unknown>;
  /** The screen's heading, shown on failure (and while loading when `isTitleKnown`). */
  title: string;
  /** The heading does not depend on the project, so it shows while loading too. */
  isTitleKnown?: boolean;
}

/** What a project screen shows until its project is loaded: a skeleton, 'Project not found', or a retry. */
export function ProjectLoadState({ query, title, isTitleKnown = false }: ProjectLoadStateProps) {
  const { t } = useTranslation();
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        {isMissing ? (
          <EmptyState
            icon="alert"
            title={t('projects.notFound.title')}
            message={t('projects.notFound.message')}
            action={
              <Link to="/projects" className={buttonClasses('secondary', 'sm')}>
                {t('projects.notFound.back')}
              </Link>
            }
          />
        ) : (
          <LoadingError
            operation={t('projects.notFound.operation')}
            detail={query.error.message}
            onReload={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('app.loading')}</span>
      {isTitleKnown ? (
        <PageHeader title={title} />
      ) : (
        <div className="flex flex-col gap-3 border-b border-line pb-6">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-7 w-72 max-w-full" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
      )}
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
