import type { ProjectView, SeriesView, Team } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Modal } from '../../../ui';
import { NewProjectForm } from './NewProjectForm';

interface NewProjectDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (project: ProjectView) => void;
  series: readonly SeriesView[];
  defaultSeriesId: string | null;
  /** The user's teams: a project may be created in one where their role edits. */
  teams?: readonly Team[];
  defaultTeamId?: string | null;
}

export function NewProjectDialog({
  isOpen,
  onClose,
  onCreated,
  series,
  defaultSeriesId,
  teams = [],
  defaultTeamId = null,
}: NewProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('projects.form.title')} description={t('projects.form.intro')}>
      <NewProjectForm
        series={series}
        defaultSeriesId={defaultSeriesId}
        teams={teams}
        defaultTeamId={defaultTeamId}
        onCreated={onCreated}
        onCancel={onClose}
      />
    </Modal>
  );
}
