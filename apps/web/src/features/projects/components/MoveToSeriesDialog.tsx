import type { ProjectListItem, SeriesView } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Modal } from '../../../ui';
import { useMoveProjectToSeries } from '../api/useProjectMutations';
import { explainError } from '../utils/errorText';
import { SELECT_CLASSES } from './SeriesFilter';

interface MoveToSeriesDialogProps {
  /** The project to move; the dialog is open while it is set. */
  project: ProjectListItem | null;
  series: readonly SeriesView[];
  onClose: () => void;
}

/** Puts a project in a series or in 'No Series' (project.update seriesId; owner only). */
export function MoveToSeriesDialog({ project, series, onClose }: MoveToSeriesDialogProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const move = useMoveProjectToSeries();
  const [choice, setChoice] = useState<{ projectId: string; seriesId: string } | null>(null);
  // The choice belongs to the project it was made for; another project starts from its own series.
  const seriesId = choice && choice.projectId === project?.id ? choice.seriesId : (project?.seriesId ?? '');

  const close = () => {
    setChoice(null);
    move.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!project) return;
    move.mutate({ projectId: project.id, seriesId: seriesId || null }, { onSuccess: close });
  };

  return (
    <Modal
      isOpen={project !== null}
      onClose={close}
      title={t('projects.series.moveTitle', { name: project?.name ?? '' })}
      size="small"
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-fg">
            {t('projects.series.label')}
          </label>
          <select
            id={selectId}
            value={seriesId}
            onChange={(event) => project && setChoice({ projectId: project.id, seriesId: event.target.value })}
            className={`${SELECT_CLASSES} h-10`}
          >
            <option value="">{t('projects.series.none')}</option>
            {series.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        {move.error && <Alert>{explainError(move.error, t('projects.series.moveFailed'))}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={move.isPending}>
            {t('projects.form.cancel')}
          </Button>
          <Button type="submit" isLoading={move.isPending}>
            {t('projects.series.move')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
