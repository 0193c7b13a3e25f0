import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { EmptyState, LoadingError, PageHeader, buttonClasses } from '../../../ui';
import { projectPath } from '../../projects';

interface ScenarioLoadErrorProps {
  projectId: string;
  error: unknown;
  onReload: () => void;
}

/** The episode could not be loaded: 'Episode not found' with a way back, or a retry for other failures. */
export function ScenarioLoadError({ projectId, error, onReload }: ScenarioLoadErrorProps) {
  const { t } = useTranslation();
  const isMissing = error instanceof ApiError && [403, 404].includes(error.status);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('pages.scenario.title')} />
      {isMissing ? (
        <EmptyState
          icon="alert"
          title={t('storyboard.notFound.title')}
          message={t('storyboard.notFound.message')}
          action={
            <Link to={projectPath(projectId)} className={buttonClasses('secondary', 'sm')}>
              {t('storyboard.back')}
            </Link>
          }
        />
      ) : (
        <LoadingError
          operation={t('storyboard.notFound.operation')}
          detail={errorMessageOf(error)}
          onReload={onReload}
        />
      )}
    </div>
  );
}
