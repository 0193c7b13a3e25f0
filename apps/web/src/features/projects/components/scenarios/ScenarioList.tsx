import type { ScenarioListItem } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button, EmptyState, Icon, LoadingError, SkeletonList, useConfirm } from '../../../../ui';
import { useDeleteScenario, useScenarios } from '../../api/useScenarios';
import { explainError } from '../../utils/errorText';
import { Feedback, type FeedbackMessage } from '../Feedback';
import { ScenarioFormDialog } from './ScenarioFormDialog';
import { ScenarioRow } from './ScenarioRow';

interface ScenarioListProps {
  projectId: string;
  canEdit: boolean;
  isCreateOpen: boolean;
  onCreateOpenChange: (isOpen: boolean) => void;
}

/** The episodes (scenarios) of a project with create, rename and delete. */
export function ScenarioList({ projectId, canEdit, isCreateOpen, onCreateOpenChange }: ScenarioListProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const scenarios = useScenarios(projectId);
  const deleteScenario = useDeleteScenario(projectId);
  const [renaming, setRenaming] = useState<ScenarioListItem | null>(null);
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);

  const handleDelete = async (scenario: ScenarioListItem) => {
    const isConfirmed = await confirm({
      title: t('projects.episodes.deleteTitle'),
      message: t('projects.episodes.deleteMessage', { name: scenario.name }),
      confirmLabel: t('projects.episodes.delete'),
    });
    if (!isConfirmed) return;
    setFeedback(null);
    try {
      await deleteScenario.mutateAsync(scenario.id);
    } catch (error) {
      console.error('Error deleting episode', error);
      setFeedback({ tone: 'danger', text: explainError(error, t('projects.episodes.deleteFailed')) });
    }
  };

  let content;
  if (scenarios.isPending) {
    content = <SkeletonList rowClassName="h-20 rounded-xl" />;
  } else if (scenarios.isError) {
    content = (
      <LoadingError
        operation={t('projects.episodes.operation')}
        detail={scenarios.error.message}
        onReload={() => void scenarios.refetch()}
      />
    );
  } else if (scenarios.data.length === 0) {
    content = (
      <EmptyState
        icon="film"
        title={t('projects.episodes.empty.title')}
        message={t('projects.episodes.empty.message')}
        action={
          canEdit && (
            <Button onClick={() => onCreateOpenChange(true)}>
              <Icon name="plus" className="size-4" />
              {t('projects.episodes.new')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <ul aria-label={t('projects.episodes.heading')} className="flex flex-col gap-3">
        {scenarios.data.map((scenario) => (
          <ScenarioRow
            key={scenario.id}
            projectId={projectId}
            scenario={scenario}
            canEdit={canEdit}
            onRename={setRenaming}
            onDelete={(target) => void handleDelete(target)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <Feedback message={feedback} onDismiss={() => setFeedback(null)} />
      {content}
      <ScenarioFormDialog projectId={projectId} isOpen={isCreateOpen} onClose={() => onCreateOpenChange(false)} />
      <ScenarioFormDialog
        projectId={projectId}
        scenario={renaming}
        isOpen={renaming !== null}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
