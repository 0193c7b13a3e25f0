import type { AspectRatio, Scenario } from '@sym/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { useCurrentUser } from '../../auth';
import {
  PresentationFollowBanner,
  PresentationMode,
  slidesFromTimeline,
  usePresentationFollow,
  type PresentationFollow,
} from '../../presentation';
import { PreviewPlayer } from '../timeline/preview/PreviewPlayer';
import { usePlaybackClock } from '../timeline/usePlaybackClock';
import { useTimelineData } from '../timeline/useTimelineData';
import { VideoErrorBoundary } from '../video-cache';

/** The animatic as large as the screen allows under presentation mode's header and controls. */
const STAGE_FRAMES: Record<AspectRatio, string> = {
  landscape: 'aspect-video w-[min(100%,calc((100dvh_-_10rem)*16/9))]',
  portrait: 'aspect-[9/16] w-[min(100%,calc((100dvh_-_10rem)*9/16))]',
  square: 'aspect-square w-[min(100%,calc(100dvh_-_10rem))]',
};

/** Presentation mode of the episode editor: open, closed, and following a presenter. */
export function useScenarioPresentation(scenarioId: string) {
  const follow = usePresentationFollow(scenarioId);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  return { follow, isOpen, open, close };
}

export type ScenarioPresentationState = ReturnType<typeof useScenarioPresentation>;

/** The editor toolbar's button into presentation mode. */
export function PresentationStartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="presentation-start"
      title={t('presentation.startHint')}
      onClick={onClick}
    >
      <Icon name="monitor" className="size-4" />
      {t('presentation.start')}
    </Button>
  );
}

interface ScenarioPresentationLayerProps {
  scenarioId: string;
  scenario: Scenario;
  presentation: ScenarioPresentationState;
}

/** "<name> is presenting — Follow" over the editor, and presentation mode itself once open. */
export function ScenarioPresentationLayer({ scenarioId, scenario, presentation }: ScenarioPresentationLayerProps) {
  if (!presentation.isOpen) {
    return <PresentationFollowBanner follow={presentation.follow} onFollow={presentation.open} />;
  }
  return (
    <ScenarioPresentation
      scenarioId={scenarioId}
      scenario={scenario}
      follow={presentation.follow}
      onClose={presentation.close}
    />
  );
}

interface ScenarioPresentationProps {
  scenarioId: string;
  scenario: Scenario;
  follow: PresentationFollow;
  onClose: () => void;
}

/** The episode's shots and its animatic (the timeline preview, with the tracks and voice clips) full screen. */
function ScenarioPresentation({ scenarioId, scenario, follow, onClose }: ScenarioPresentationProps) {
  const user = useCurrentUser();
  const data = useTimelineData(scenarioId);
  const { timeline } = data;
  const clock = usePlaybackClock(timeline.duration);
  const slides = useMemo(() => slidesFromTimeline(timeline.shots), [timeline.shots]);
  const view = (
    <div className="w-full px-4">
      <VideoErrorBoundary>
        <PreviewPlayer
          timeline={timeline}
          time={clock.time}
          isPlaying={clock.isPlaying}
          aspectRatio={scenario.aspectRatio}
          frameClassName={STAGE_FRAMES[scenario.aspectRatio]}
        />
      </VideoErrorBoundary>
    </div>
  );
  return (
    <PresentationMode
      scenarioId={scenarioId}
      title={scenario.name}
      slides={slides}
      isLoading={data.shots.isPending}
      animatic={timeline.shots.length > 0 ? { clock, duration: timeline.duration, view } : null}
      presenter={{ userId: user.id }}
      follow={follow}
      onClose={onClose}
    />
  );
}
