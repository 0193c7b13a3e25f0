import type { ProjectView, SeriesView } from '@sym/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui';
import { NewProjectForm } from './NewProjectForm';

interface NewProjectDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (project: ProjectView) => void;
  series: readonly SeriesView[];
  defaultSeriesId: string | null;
}

export function NewProjectDialog({ isOpen, onClose, onCreated, series, defaultSeriesId }: NewProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('projects.form.title')} description={t('projects.form.intro')}>
      <NewProjectForm series={series} defaultSeriesId={defaultSeriesId} onCreated={onCreated} onCancel={onClose} />
    </Modal>
  );
}
