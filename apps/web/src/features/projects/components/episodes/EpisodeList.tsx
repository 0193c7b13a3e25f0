import type { ScenarioListItem } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Icon, LoadingError, SkeletonList, useConfirm } from '../../../../ui';
import { useDeleteEpisode, useEpisodes } from '../../api/useEpisodes';
import { explainError } from '../../utils/errorText';
import { Feedback, type FeedbackMessage } from '../Feedback';
import { EpisodeFormDialog } from './EpisodeFormDialog';
import { EpisodeRow } from './EpisodeRow';

interface EpisodeListProps {
  projectId: string;
  canEdit: boolean;
  isCreateOpen: boolean;
  onCreateOpenChange: (isOpen: boolean) => void;
}

/** The episodes (scenarios) of a project with create, rename and delete. */
export function EpisodeList({ projectId, canEdit, isCreateOpen, onCreateOpenChange }: EpisodeListProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const episodes = useEpisodes(projectId);
  const deleteEpisode = useDeleteEpisode(projectId);
  const [renaming, setRenaming] = useState<ScenarioListItem | null>(null);
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);

  const handleDelete = async (episode: ScenarioListItem) => {
    const isConfirmed = await confirm({
      title: t('projects.episodes.deleteTitle'),
      message: t('projects.episodes.deleteMessage', { name: episode.name }),
      confirmLabel: t('projects.episodes.delete'),
    });
    if (!isConfirmed) return;
    setFeedback(null);
    try {
      await deleteEpisode.mutateAsync(episode.id);
    } catch (error) {
      console.error('Error deleting episode', error);
      setFeedback({ tone: 'danger', text: explainError(error, t('projects.episodes.deleteFailed')) });
    }
  };

  let content;
  if (episodes.isPending) {
    content = <SkeletonList rowClassName="h-20 rounded-xl" />;
  } else if (episodes.isError) {
    content = (
      <LoadingError
        operation={t('projects.episodes.operation')}
        detail={episodes.error.message}
        onReload={() => void episodes.refetch()}
      />
    );
  } else if (episodes.data.length === 0) {
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
        {episodes.data.map((episode) => (
          <EpisodeRow
            key={episode.id}
            projectId={projectId}
            episode={episode}
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
      <EpisodeFormDialog projectId={projectId} isOpen={isCreateOpen} onClose={() => onCreateOpenChange(false)} />
      <EpisodeFormDialog
        projectId={projectId}
        episode={renaming}
        isOpen={renaming !== null}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
