import type { CustomWorkflow, ProjectModels } from '@sym/contracts';
import { useState } from 'react';
import { errorMessageOf } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button, OutcomeMessage, useConfirm, type Outcome } from '../../../../ui';
import { useDeleteWorkflow } from '../../api/useProjectModels';
import { WorkflowUploadForm } from './WorkflowUploadForm';

interface WorkflowsPanelProps {
  projectId: string;
  models: ProjectModels;
  canEdit: boolean;
}

/** The project's ComfyUI workflows (each one a model its kind can choose), and the upload of another. */
export function WorkflowsPanel({ projectId, models, canEdit }: WorkflowsPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useDeleteWorkflow(projectId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleDelete = async (workflow: CustomWorkflow) => {
    const isInUse = models.choices[workflow.kind] === `workflow:${workflow.id}`;
    const confirmed = await confirm({
      title: t('projects.settings.workflows.deleteTitle'),
      message: isInUse
        ? t('projects.settings.workflows.deleteInUse', { name: workflow.name })
        : t('projects.settings.workflows.deleteMessage', { name: workflow.name }),
      confirmLabel: t('projects.settings.workflows.delete'),
    });
    if (!confirmed) return;
    setOutcome(null);
    try {
      await remove.mutateAsync(workflow.id);
      setOutcome({ tone: 'success', text: t('projects.settings.workflows.deleted', { name: workflow.name }) });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: errorMessageOf(failure, t('projects.settings.workflows.deleteFailed')) });
    }
  };

  return (
    <div className="flex flex-col gap-4 border-t border-line pt-5">
      <div>
        <h3 className="text-sm font-semibold text-fg">{t('projects.settings.workflows.title')}</h3>
        <p className="text-xs text-fg-muted">{t('projects.settings.workflows.hint')}</p>
      </div>
      {models.workflows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('projects.settings.workflows.empty')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
          aria-label={t('projects.settings.workflows.title')}
        >
          {models.workflows.map((workflow) => (
            <li key={workflow.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-fg">{workflow.name}</p>
                <p className="text-xs text-fg-muted">
                  {t('projects.settings.workflows.summary', {
                    kind: t(`projects.settings.models.kinds.${workflow.kind}`),
                    count: workflow.nodeCount,
                  })}
                </p>
              </div>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  isLoading={remove.isPending && remove.variables === workflow.id}
                  onClick={() => void handleDelete(workflow)}
                  aria-label={t('projects.settings.workflows.deleteNamed', { name: workflow.name })}
                >
                  {t('projects.settings.workflows.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <OutcomeMessage outcome={outcome} />
      {canEdit && <WorkflowUploadForm projectId={projectId} kinds={models.workflowKinds} />}
    </div>
  );
}
