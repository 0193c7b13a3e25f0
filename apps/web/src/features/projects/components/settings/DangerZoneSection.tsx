import type { ProjectDetails } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Alert, Button, Icon, SettingsSection, useConfirm } from '../../../../ui';
import { useDeleteProject } from '../../api/useProjectMutations';
import { explainError } from '../../utils/errorText';

/** Owner only: deletes the project with everything in it, then returns to /projects. */
export function DangerZoneSection({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const deleteProject = useDeleteProject();
  const [error, setError] = useState<string | null>(null);

  const handleDelete = async () => {
    const isConfirmed = await confirm({
      title: t('projects.settings.danger.confirmTitle'),
      message: t('projects.settings.danger.confirmMessage', { name: project.name }),
      confirmLabel: t('projects.settings.danger.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await deleteProject.mutateAsync(project.id);
      navigate('/projects', { replace: true });
    } catch (failure) {
      setError(explainError(failure, t('projects.settings.danger.failed')));
    }
  };

  return (
    <SettingsSection
      isDanger
      title={t('projects.settings.danger.title')}
      description={t('projects.settings.danger.description')}
    >
      <div className="flex flex-col gap-3">
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-fg">{t('projects.settings.danger.delete')}</p>
            <p className="text-xs text-fg-muted">{t('projects.settings.danger.hint')}</p>
          </div>
          <Button variant="danger" onClick={() => void handleDelete()} isLoading={deleteProject.isPending}>
            <Icon name="trash" className="size-4" />
            {t('projects.settings.danger.delete')}
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
