import { TIMELINE_ZOOM, episodeLanguages, shotAt, timeToPixels, type Language } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, ContentLanguageSelector, EmptyState, LoadingError, Skeleton } from '../../../ui';
import { TimeCommentOverlay, useCommentsPlayer } from '../../comments';
import { useProjectAssets } from '../../assets';
import type { EditorTabProps } from '../shell/editorTabs';
import { VideoCacheStatusPanel, VideoErrorBoundary } from '../video-cache';
import { PreviewPlayer } from './preview/PreviewPlayer';
import { ScenesLane } from './ScenesLane';
import { useScenes } from '../scenes/useScenes';
import { ShotsTrack } from './ShotsTrack';
import { TimelineLanes } from './TimelineLanes';
import { TimelineRuler } from './TimelineRuler';
import { TimelineToolbar } from './TimelineToolbar';
import { LANE_LABEL_WIDTH } from './timelineLayout';
import { usePlaybackClock } from './usePlaybackClock';
import { useSpaceToPlay } from './useSpaceToPlay';
import { useTimelineActions } from './useTimelineActions';
import { useTimelineData } from './useTimelineData';
import { useLaneWindow } from './useLaneWindow';
import { useTimelineMutations } from './useTimelineMutations';
import { VoiceClipControls } from './VoiceClipControls';
import { VoiceClipForm } from './VoiceClipForm';
import { LineTranslations } from './translations/LineTranslations';

/**
 * The timeline tab: a preview player over the shots track and the audio and voice lanes, with a playhead
 * across all of them. Everything it shows and plays comes from the shared timeline model.
 */
export function TimelineTab({ projectId, scenarioId, scenario }: EditorTabProps) {
  const { t } = useTranslation();
  // The language the preview plays and the lanes show: the main one, or a further one with its translations.
  const languages = episodeLanguages(scenario);
  const [chosenLanguage, setLanguage] = useState<Language>(scenario.contentLanguage);
  const language = languages.includes(chosenLanguage) ? chosenLanguage : scenario.contentLanguage;
  const data = useTimelineData(scenarioId, { language, main: scenario.contentLanguage });
  const assets = useProjectAssets(projectId);
  const speakers = useMemo(
    () => (assets.data ?? []).filter((asset) => asset.type === 'character' && asset.status !== 'deleted'),
    [assets.data],
  );
  const { scenes } = useScenes(scenarioId);
  const mutations = useTimelineMutations(scenarioId);
  const { timeline } = data;
  const clock = usePlaybackClock(timeline.duration);
  // The comments take the preview's time for a comment at a time, and move it to a thread's time.
  useCommentsPlayer(clock.time, clock.seek);
  const [pixelsPerSecond, setPixelsPerSecond] = useState<number>(TIMELINE_ZOOM.default);
  const [isCachePanelOpen, setIsCachePanelOpen] = useState(false);
  const [isVoiceFormOpen, setIsVoiceFormOpen] = useState(false);
  // The scrolling box of the lanes: a long episode draws only the part of them around the view.
  const [tracksBox, setTracksBox] = useState<HTMLDivElement | null>(null);
  const laneWindow = useLaneWindow(tracksBox);
  useSpaceToPlay(clock.toggle, timeline.shots.length > 0);

  const tracks = useMemo(() => data.tracks.data ?? [], [data.tracks.data]);
  const allClips = useMemo(() => data.voiceClips.data ?? [], [data.voiceClips.data]);
  // The lines as heard: each original line (its id) with the chosen language's words and audio.
  const voiceClips = data.lines;
  const clipNumbers = useMemo(() => new Map(voiceClips.map((clip, index) => [clip.id, index])), [voiceClips]);
  const actions = useTimelineActions(tracks, mutations);
  // The controls change the original line (its place, volume, words); its translations have their own panel.
  const selectedClip = allClips.find((clip) => clip.id === actions.selectedClipId) ?? null;

  if (data.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('app.loading')}</span>
        <Skeleton className="mx-auto aspect-video w-full max-w-3xl rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (data.error) {
    return (
      <LoadingError
        operation={t('timeline.operation')}
        detail={data.error.message}
        onReload={() => void data.refetch()}
      />
    );
  }
  if (timeline.shots.length === 0) {
    return <EmptyState icon="film" title={t('timeline.empty.title')} message={t('timeline.empty.message')} />;
  }

  const current = shotAt(timeline, clock.time);
  const playheadLeft = LANE_LABEL_WIDTH + timeToPixels(clock.time, pixelsPerSecond);
  return (
    <div className="flex flex-col gap-4">
      <VideoErrorBoundary>
        <PreviewPlayer
          timeline={timeline}
          time={clock.time}
          isPlaying={clock.isPlaying}
          aspectRatio={scenario.aspectRatio}
          overlay={<TimeCommentOverlay time={clock.time} />}
        />
      </VideoErrorBoundary>
      <TimelineToolbar
        scenarioId={scenarioId}
        clock={clock}
        duration={timeline.duration}
        pixelsPerSecond={pixelsPerSecond}
        onZoom={setPixelsPerSecond}
        isCachePanelOpen={isCachePanelOpen}
        onToggleCachePanel={() => setIsCachePanelOpen((open) => !open)}
        isVoiceFormOpen={isVoiceFormOpen}
        onToggleVoiceForm={() => setIsVoiceFormOpen((open) => !open)}
        mutations={mutations}
      />
      <ContentLanguageSelector
        languages={languages}
        value={language}
        onChange={setLanguage}
        label={t('timeline.translations.language')}
      />
      {isCachePanelOpen && <VideoCacheStatusPanel />}
      {isVoiceFormOpen && (
        <VoiceClipForm
          scenarioId={scenarioId}
          projectId={scenario.projectId}
          speakers={speakers}
          defaultLanguage={scenario.contentLanguage}
          offset={clock.time}
          mutations={mutations}
          onDone={() => setIsVoiceFormOpen(false)}
        />
      )}
      {actions.actionError && <Alert>{actions.actionError}</Alert>}
      <div
        ref={setTracksBox}
        className="relative overflow-x-auto rounded-xl border border-line bg-canvas"
        data-testid="timeline-tracks"
      >
        <div className="relative w-max min-w-full">
          <TimelineRuler
            duration={timeline.duration}
            pixelsPerSecond={pixelsPerSecond}
            time={clock.time}
            laneWindow={laneWindow}
            onSeek={clock.seek}
          />
          <ScenesLane scenes={scenes} timeline={timeline} pixelsPerSecond={pixelsPerSecond} onSeek={clock.seek} />
          <ShotsTrack
            projectId={projectId}
            timeline={timeline}
            pixelsPerSecond={pixelsPerSecond}
            laneWindow={laneWindow}
            currentShotId={current?.entry.shot.id ?? null}
            onTrim={actions.trimShot}
            onSeek={clock.seek}
          />
          <TimelineLanes
            timeline={timeline}
            tracks={tracks}
            voiceClips={voiceClips}
            clipNumbers={clipNumbers}
            pixelsPerSecond={pixelsPerSecond}
            selectedClipId={actions.selectedClipId}
            onSelectClip={actions.selectClip}
            onMoveClip={actions.moveClip}
            onChangeTrack={actions.changeTrack}
            onMoveTrack={actions.moveTrack}
            onDeleteTrack={actions.removeTrack}
          />
          <div
            aria-hidden="true"
            data-testid="playhead"
            className="pointer-events-none absolute top-0 bottom-0 z-30 w-0.5 bg-danger"
            style={{ left: playheadLeft }}
          />
        </div>
      </div>
      {selectedClip && (
        <VoiceClipControls
          clip={selectedClip}
          number={clipNumbers.get(selectedClip.id) ?? 0}
          duration={timeline.duration}
          onChange={(changes) => actions.changeClip(selectedClip.id, changes)}
          onDelete={() =>
            actions.removeClip(
              selectedClip.id,
              t('timeline.voice.clipShort', { n: (clipNumbers.get(selectedClip.id) ?? 0) + 1 }),
            )
          }
          onClose={() => actions.selectClip(null)}
        />
      )}
      {language !== scenario.contentLanguage && (
        <LineTranslations scenarioId={scenarioId} language={language} clips={allClips} />
      )}
    </div>
  );
}
