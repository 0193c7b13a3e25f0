import type { Shot } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError } from '../../../ui';
import { StoryboardSkeleton } from '../components/StoryboardSkeleton';
import { useScenarioShots } from '../hooks/useScenarioShots';
import type { EditorTabProps } from '../shell/editorTabs';
import { StoryboardWorkspace } from './StoryboardWorkspace';

const NO_SHOTS: readonly Shot[] = [];

/**
 * The Storyboard tab: the episode's shots in sequence order in the Simple, Deluxe or Full view, to select,
 * reorder, add, duplicate, delete and generate for, with the focused shot open in the shot editor.
 */
export function StoryboardTab({ projectId, scenarioId, scenario }: EditorTabProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const shotsQuery = useScenarioShots(scenarioId);

  const renderBody = () => {
    if (shotsQuery.isPending) return <StoryboardSkeleton />;
    if (shotsQuery.isError) {
      return (
        <LoadingError
          operation={t('storyboard.operation')}
          detail={errorMessageOf(shotsQuery.error)}
          onReload={() => void shotsQuery.refetch()}
        />
      );
    }
    return (
      <StoryboardWorkspace
        projectId={projectId}
        scenarioId={scenarioId}
        scenario={scenario}
        shots={shotsQuery.data ?? NO_SHOTS}
        emptyTitle={t('storyboard.empty.title')}
        emptyMessage={t('storyboard.empty.message')}
      />
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {t('storyboard.title')}
      </h2>
      {renderBody()}
    </section>
  );
}
