import type { ProjectListItem } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../ui';
import { useCloneProject, useDeleteProjects, useDeleteSeries } from '../api/useProjectMutations';
import type { FeedbackMessage } from '../components/Feedback';
import { projectPath } from '../paths';
import { explainError } from '../utils/errorText';
import type { SeriesLike } from '../utils/groupBySeries';

/** What the project list does to projects and series, with the confirmations and messages of spec §5 and §8. */
export function useProjectActions({ onSeriesDeleted }: { onSeriesDeleted: (seriesId: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const cloneProject = useCloneProject();
  const deleteProjects = useDeleteProjects();
  const deleteSeries = useDeleteSeries();
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const [movingProject, setMovingProject] = useState<ProjectListItem | null>(null);

  const open = (project: { id: string }) => navigate(projectPath(project.id));

  const clone = (project: ProjectListItem) => {
    setFeedback(null);
    cloneProject.mutate(project.id, {
      onSuccess: (copy) => setFeedback({ tone: 'success', text: t('projects.clone.done', { name: copy.name }) }),
      onError: (error) => setFeedback({ tone: 'danger', text: explainError(error, t('projects.clone.failed')) }),
    });
  };

  /** Asks 'Delete {n} project(s)? …' and deletes them; true when the user confirmed. */
  const remove = async (projectIds: readonly string[]): Promise<boolean> => {
    if (projectIds.length === 0) return false;
    const isConfirmed = await confirm({
      title: t('projects.delete.title'),
      message: t('projects.delete.message', { n: projectIds.length }),
      confirmLabel: t('projects.delete.confirm'),
    });
    if (!isConfirmed) return false;
    setFeedback(null);
    const { failures } = await deleteProjects.mutateAsync(projectIds);
    if (failures.length === 1 && failures[0]) {
      setFeedback({ tone: 'danger', text: explainError(failures[0].error, t('projects.delete.failed', { n: 1 })) });
    } else if (failures.length > 1) {
      setFeedback({ tone: 'danger', text: t('projects.delete.failed', { n: failures.length }) });
    }
    return true;
  };

  const removeSeries = async (series: SeriesLike) => {
    const isConfirmed = await confirm({
      title: t('projects.series.deleteTitle'),
      message: t('projects.series.deleteMessage', { name: series.name }),
      confirmLabel: t('projects.series.delete'),
    });
    if (!isConfirmed) return;
    setFeedback(null);
    try {
      await deleteSeries.mutateAsync(series.id);
      onSeriesDeleted(series.id);
    } catch (error) {
      setFeedback({ tone: 'danger', text: explainError(error, t('projects.series.deleteFailed')) });
    }
  };

  return {
    feedback,
    setFeedback,
    movingProject,
    setMovingProject,
    isDeleting: deleteProjects.isPending,
    cardActions: {
      onOpen: open,
      onClone: clone,
      onMoveToSeries: setMovingProject,
      onDelete: (p: ProjectListItem) => void remove([p.id]),
    },
    open,
    remove,
    removeSeries,
  };
}
