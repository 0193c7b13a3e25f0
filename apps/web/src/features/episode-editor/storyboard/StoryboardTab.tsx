import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import { EmptyState, LoadingError } from '../../../ui';
import { ShotCard } from '../components/ShotCard';
import { StoryboardSkeleton } from '../components/StoryboardSkeleton';
import { StoryboardToolbar } from '../components/StoryboardToolbar';
import { useEpisodeShots } from '../hooks/useEpisodeShots';
import { useStoryboardGeneration } from '../hooks/useStoryboardGeneration';
import type { EditorTabProps } from '../shell/editorTabs';
import { ALL_IMAGES_KEY, ALL_VIDEOS_KEY, shotImageKey, shotVideoKey } from '../utils/shotReadiness';

/** The Storyboard tab: the episode's shots in sequence order as cards, with generation per shot and for all. */
export function StoryboardTab({ scenarioId, episode }: EditorTabProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const shotsQuery = useEpisodeShots(scenarioId);
  const shots = shotsQuery.data ?? [];
  const generation = useStoryboardGeneration(scenarioId, shots);

  const renderShots = () => {
    if (shotsQuery.isPending) return <StoryboardSkeleton />;
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
                aspectRatio={episode.aspectRatio}
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
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {t('storyboard.title')}
      </h2>
      {renderShots()}
    </section>
  );
}
