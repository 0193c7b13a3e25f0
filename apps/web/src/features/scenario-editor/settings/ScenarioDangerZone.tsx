import type { Scenario } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Alert, Button, Icon, SettingsSection, useConfirm } from '../../../ui';
import { explainError, projectPath } from '../../projects';
import { useDeleteScenario } from './useScenarioSettings';

interface ScenarioDangerZoneProps {
  projectId: string;
  scenario: Scenario;
}

/** Deletes the episode after a confirmation (it goes to the Recycle Bin, which can restore it), then shows the project's episodes. */
export function ScenarioDangerZone({ projectId, scenario }: ScenarioDangerZoneProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const deleteScenario = useDeleteScenario(projectId, scenario.id);
  const [error, setError] = useState<string | null>(null);

  const handleDelete = async () => {
    const isConfirmed = await confirm({
      title: t('episodeSettings.danger.confirmTitle'),
      message: t('episodeSettings.danger.confirmMessage', { name: scenario.name }),
      confirmLabel: t('episodeSettings.danger.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await deleteScenario.mutateAsync();
      navigate(projectPath(projectId), { replace: true });
    } catch (failure) {
      setError(explainError(failure, t('episodeSettings.danger.failed')));
    }
  };

  return (
    <SettingsSection
      isDanger
      title={t('episodeSettings.danger.title')}
      description={t('episodeSettings.danger.description')}
    >
      <div className="flex flex-col gap-3">
        {error && (
          <Alert>
            {/* Spec §8 names both: the heading of the failure and what failed. */}
            <p className="font-semibold">{t('episodeSettings.danger.errorTitle')}</p>
            <p>{error}</p>
          </Alert>
        )}
        <div className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-fg">{t('episodeSettings.danger.delete')}</p>
            <p className="text-xs text-fg-muted">{t('episodeSettings.danger.hint')}</p>
          </div>
          <Button variant="danger" onClick={() => void handleDelete()} isLoading={deleteScenario.isPending}>
            <Icon name="trash" className="size-4" />
            {t('episodeSettings.danger.delete')}
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
