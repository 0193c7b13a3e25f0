import type { Track } from '@sym/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useConfirm } from '../../../ui';
import type { TrackChanges, VoiceClipChanges } from './timelineApi';
import type { TimelineMutations } from './useTimelineMutations';
import { trackDisplayName } from './trackDisplayName';

/**
 * The timeline's edit actions as stable callbacks (the lanes are memoised so the playback clock, which
 * re-renders the tab every frame, does not re-render them), with confirmation before deleting and the last
 * failure's text.
 */
export function useTimelineActions(tracks: readonly Track[], mutations: TimelineMutations) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [actionError, setActionError] = useState<string | null>(null);
  const [selectedClipId, setSelectedClipId] = useState<string | null>(null);
  const { mutate: setShotDuration } = mutations.setShotDuration;
  const { mutate: updateTrack } = mutations.updateTrack;
  const { mutate: reorderTracks } = mutations.reorderTracks;
  const { mutate: deleteTrack } = mutations.deleteTrack;
  const { mutate: updateVoiceClip } = mutations.updateVoiceClip;
  const { mutate: deleteVoiceClip } = mutations.deleteVoiceClip;
  const onError = useMemo(() => ({ onError: (error: Error) => setActionError(error.message) }), []);

  const trimShot = useCallback(
    (shotId: string, duration: number) => setShotDuration({ shotId, duration }, onError),
    [setShotDuration, onError],
  );
  const changeTrack = useCallback(
    (trackId: string, changes: TrackChanges) => updateTrack({ trackId, changes }, onError),
    [updateTrack, onError],
  );
  const moveTrack = useCallback(
    (trackId: string, direction: -1 | 1) => {
      const ids = tracks.map((track) => track.id);
      const from = ids.indexOf(trackId);
      const to = from + direction;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      reorderTracks(ids, onError);
    },
    [tracks, reorderTracks, onError],
  );
  const removeTrack = useCallback(
    (track: Track) => {
      const ask = confirm({
        title: t('timeline.track.deleteTitle'),
        message: t('timeline.track.deleteMessage', { name: trackDisplayName(t, track) }),
        confirmLabel: t('timeline.track.deleteConfirm'),
      });
      void ask.then((isConfirmed) => {
        if (isConfirmed) deleteTrack(track.id, onError);
      });
    },
    [confirm, t, deleteTrack, onError],
  );
  const changeClip = useCallback(
    (clipId: string, changes: VoiceClipChanges) => updateVoiceClip({ clipId, changes }, onError),
    [updateVoiceClip, onError],
  );
  const moveClip = useCallback((clipId: string, offset: number) => changeClip(clipId, { offset }), [changeClip]);
  const removeClip = useCallback(
    (clipId: string, name: string) => {
      const ask = confirm({
        title: t('timeline.voice.deleteTitle'),
        message: t('timeline.voice.deleteMessage', { name }),
        confirmLabel: t('timeline.track.deleteConfirm'),
      });
      void ask.then((isConfirmed) => {
        if (!isConfirmed) return;
        setSelectedClipId(null);
        deleteVoiceClip(clipId, onError);
      });
    },
    [confirm, t, deleteVoiceClip, onError],
  );

  return {
    actionError,
    selectedClipId,
    selectClip: setSelectedClipId,
    trimShot,
    changeTrack,
    moveTrack,
    removeTrack,
    changeClip,
    moveClip,
    removeClip,
  };
}
