import { TIMELINE_ZOOM, clampZoom, formatDuration, formatTimelineTime } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { useEditorMode } from '../editorMode';
import { AddAudioTrackButton } from './AddAudioTrackButton';
import type { PlaybackClock } from './usePlaybackClock';
import type { TimelineMutations } from './useTimelineMutations';
import { EditableArea } from '../../teams';

interface TimelineToolbarProps {
  scenarioId: string;
  clock: PlaybackClock;
  duration: number;
  pixelsPerSecond: number;
  onZoom: (pixelsPerSecond: number) => void;
  isCachePanelOpen: boolean;
  onToggleCachePanel: () => void;
  isVoiceFormOpen: boolean;
  onToggleVoiceForm: () => void;
  mutations: TimelineMutations;
}

/**
 * Play/pause with the time, zoom, the video cache panel switch (the advanced editor's), and the add-audio and
 * add-voice actions.
 */
export function TimelineToolbar(props: TimelineToolbarProps) {
  const { t } = useTranslation();
  const { shows } = useEditorMode();
  const { clock, duration, pixelsPerSecond, onZoom } = props;
  return (
    <div role="toolbar" aria-label={t('timeline.toolbar')} className="flex flex-wrap items-start gap-3">
      <Button
        size="sm"
        onClick={clock.toggle}
        aria-label={clock.isPlaying ? t('timeline.pause') : t('timeline.play')}
        aria-keyshortcuts="Space"
      >
        <span aria-hidden="true" className="w-4 text-center text-xs">
          {clock.isPlaying ? '❚❚' : '▶'}
        </span>
        {clock.isPlaying ? t('timeline.pause') : t('timeline.play')}
      </Button>
      <output
        aria-label={t('timeline.time')}
        aria-live="off"
        className="rounded-md border border-line bg-canvas px-2.5 py-1.5 font-mono text-xs text-fg tabular-nums"
      >
        {/* The playhead ticks in tenths; the length reads as on the project card and the episode list. */}
        {formatTimelineTime(clock.time)} / {formatDuration(duration)}
      </output>
      <div className="flex items-center gap-1.5">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('timeline.zoomOut')}
          onClick={() => onZoom(clampZoom(pixelsPerSecond - TIMELINE_ZOOM.step))}
        >
          −
        </Button>
        <input
          type="range"
          aria-label={t('timeline.zoom')}
          aria-valuetext={t('timeline.zoomValue', { value: pixelsPerSecond })}
          min={TIMELINE_ZOOM.min}
          max={TIMELINE_ZOOM.max}
          step={TIMELINE_ZOOM.step}
          value={pixelsPerSecond}
          onChange={(event) => onZoom(clampZoom(Number(event.target.value)))}
          className="w-28 accent-accent"
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('timeline.zoomIn')}
          onClick={() => onZoom(clampZoom(pixelsPerSecond + TIMELINE_ZOOM.step))}
        >
          +
        </Button>
      </div>
      <div className="ml-auto flex flex-wrap items-start gap-2">
        {shows('timeline.videoCache') && (
          <Button variant="ghost" size="sm" aria-expanded={props.isCachePanelOpen} onClick={props.onToggleCachePanel}>
            <Icon name="film" className="size-4" />
            {t('videoCache.toggle')}
          </Button>
        )}
        <EditableArea>
          <Button variant="secondary" size="sm" aria-expanded={props.isVoiceFormOpen} onClick={props.onToggleVoiceForm}>
            <Icon name="plus" className="size-4" />
            {t('timeline.voice.add')}
          </Button>
          <AddAudioTrackButton scenarioId={props.scenarioId} mutations={props.mutations} />
        </EditableArea>
      </div>
    </div>
  );
}
