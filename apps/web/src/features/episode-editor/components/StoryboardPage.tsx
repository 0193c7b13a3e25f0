import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { errorMessageOf } from '../../../lib/errors';
import { EmptyState, Icon, LoadingError, PageHeader, Skeleton, buttonClasses } from '../../../ui';
import { projectPath } from '../../projects';
import { useEpisode } from '../hooks/useEpisode';
import { useEpisodeShots } from '../hooks/useEpisodeShots';
import { useStoryboardGeneration } from '../hooks/useStoryboardGeneration';
import { ALL_IMAGES_KEY, ALL_VIDEOS_KEY, shotImageKey, shotVideoKey } from '../utils/shotReadiness';
import { EpisodeLoadError } from './EpisodeLoadError';
import { ShotCard } from './ShotCard';
import { StoryboardSkeleton } from './StoryboardSkeleton';
import { StoryboardToolbar } from './StoryboardToolbar';

interface StoryboardPageProps {
  projectId: string;
  scenarioId: string;
}

/**
 * /projects/{projectId}/scenarios/{scenarioId}: the episode's storyboard — its shots in sequence order as
 * cards, each with its picture and image/video generation, and generation for all shots at once.
 */
export function StoryboardPage({ projectId, scenarioId }: StoryboardPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const episode = useEpisode(scenarioId);
  const shotsQuery = useEpisodeShots(scenarioId);
  const shots = shotsQuery.data ?? [];
  const generation = useStoryboardGeneration(scenarioId, shots);
  useDocumentTitle(episode.data?.name ?? t('pages.scenario.title'));

  if (episode.isError) {
    return <EpisodeLoadError projectId={projectId} error={episode.error} onReload={() => void episode.refetch()} />;
  }

  const backLink = (
    <Link to={projectPath(projectId)} className={buttonClasses('ghost', 'sm')}>
      <Icon name="arrowLeft" className="size-4" />
      {t('storyboard.back')}
    </Link>
  );

  const renderShots = () => {
    if (shotsQuery.isPending || episode.isPending) return <StoryboardSkeleton />;
    if (shotsQuery.isError) {
      return (
        <LoadingError
          operation={t('storyboard.operation')}
          detail={errorMessageOf(shotsQuery.error)}
          onReload={() => void shotsQuery.refetch()}
        />
      );
    }
    if (shots.length === 0) {
      return <EmptyState icon="film" title={t('storyboard.empty.title')} message={t('storyboard.empty.message')} />;
    }
    return (
      <>
        <StoryboardToolbar
          shotCount={shots.length}
          images={{
            shots: generation.imageShots,
            cost: generation.allImagesCost,
            state: generation.stateOf(ALL_IMAGES_KEY),
            onGenerate: () => void generation.generateAllImages(),
          }}
          videos={{
            shots: generation.videoShots,
            cost: generation.allVideosCost,
            state: generation.stateOf(ALL_VIDEOS_KEY),
            onGenerate: () => void generation.generateAllVideos(),
          }}
        />
        <ol
          aria-label={t('storyboard.listLabel')}
          className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4"
        >
          {shots.map((shot) => (
            <li key={shot.id}>
              <ShotCard
                shot={shot}
                aspectRatio={episode.data.aspectRatio}
                imageCost={generation.imageCost}
                videoCost={generation.videoCost}
                imageState={generation.stateOf(shotImageKey(shot.id))}
                videoState={generation.stateOf(shotVideoKey(shot.id))}
                onGenerateImage={() => void generation.generateImage(shot)}
                onGenerateVideo={() => void generation.generateVideo(shot)}
              />
            </li>
          ))}
        </ol>
      </>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {episode.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3 border-b border-line pb-6">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-7 w-72 max-w-full" />
        </div>
      ) : (
        <PageHeader
          eyebrow={t('storyboard.eyebrow')}
          title={episode.data.name}
          description={episode.data.description ?? undefined}
          actions={backLink}
        />
      )}
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {t('storyboard.title')}
        </h2>
        {renderShots()}
      </section>
    </div>
  );
}
