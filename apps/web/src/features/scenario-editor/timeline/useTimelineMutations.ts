import type { Shot, Track, VoiceClip } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import {
  timelineApi,
  timelineKeys,
  type TrackChanges,
  type TrackCreate,
  type VoiceClipChanges,
  type VoiceClipCreate,
} from './timelineApi';

/**
 * Writes of the timeline tab. Changes show at once (the cached lists are patched) and the lists are read
 * again afterwards, so a refused change falls back to what the server holds.
 */
export function useTimelineMutations(scenarioId: string) {
  const queryClient = useQueryClient();
  const shotsKey = scenarioEditorKeys.shots(scenarioId);
  const tracksKey = timelineKeys.tracks(scenarioId);
  const clipsKey = timelineKeys.voiceClips(scenarioId);
  const refresh = (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });

  const setShotDuration = useMutation({
    mutationFn: ({ shotId, duration }: { shotId: string; duration: number }) =>
      timelineApi.setShotDuration(scenarioId, shotId, duration),
    onMutate: ({ shotId, duration }) => {
      queryClient.setQueryData<Shot[]>(shotsKey, (shots) =>
        shots?.map((shot) => (shot.id === shotId ? { ...shot, duration } : shot)),
      );
    },
    onSettled: () => refresh(shotsKey),
  });

  const createTrack = useMutation({
    mutationFn: (input: TrackCreate) => timelineApi.createTrack(scenarioId, input),
    onSettled: () => refresh(tracksKey),
  });

  const updateTrack = useMutation({
    mutationFn: ({ trackId, changes }: { trackId: string; changes: TrackChanges }) =>
      timelineApi.updateTrack(scenarioId, trackId, changes),
    onMutate: ({ trackId, changes }) => {
      queryClient.setQueryData<Track[]>(tracksKey, (tracks) =>
        tracks?.map((track) => (track.id === trackId ? ({ ...track, ...changes } as Track) : track)),
      );
    },
    onSettled: () => refresh(tracksKey),
  });

  const deleteTrack = useMutation({
    mutationFn: (trackId: string) => timelineApi.deleteTrack(scenarioId, trackId),
    onSettled: () => Promise.all([refresh(tracksKey), refresh(clipsKey)]),
  });

  const reorderTracks = useMutation({
    mutationFn: (trackIds: string[]) => timelineApi.reorderTracks(scenarioId, trackIds),
    onMutate: (trackIds) => {
      queryClient.setQueryData<Track[]>(tracksKey, (tracks) =>
        tracks?.map((track) => ({ ...track, order: Math.max(0, trackIds.indexOf(track.id)) })),
      );
    },
    onSettled: () => refresh(tracksKey),
  });

  const createVoiceClip = useMutation({
    mutationFn: (input: VoiceClipCreate) => timelineApi.createVoiceClip(scenarioId, input),
    // A clip without a track creates the voice track: both lists change.
    onSettled: () => Promise.all([refresh(clipsKey), refresh(tracksKey)]),
  });

  const updateVoiceClip = useMutation({
    mutationFn: ({ clipId, changes }: { clipId: string; changes: VoiceClipChanges }) =>
      timelineApi.updateVoiceClip(scenarioId, clipId, changes),
    onMutate: ({ clipId, changes }) => {
      queryClient.setQueryData<VoiceClip[]>(clipsKey, (clips) =>
        clips?.map((clip) => (clip.id === clipId ? ({ ...clip, ...changes } as VoiceClip) : clip)),
      );
    },
    onSettled: () => refresh(clipsKey),
  });

  const deleteVoiceClip = useMutation({
    mutationFn: (clipId: string) => timelineApi.deleteVoiceClip(scenarioId, clipId),
    onSettled: () => refresh(clipsKey),
  });

  return {
    setShotDuration,
    createTrack,
    updateTrack,
    deleteTrack,
    reorderTracks,
    createVoiceClip,
    updateVoiceClip,
    deleteVoiceClip,
  };
}

export type TimelineMutations = ReturnType<typeof useTimelineMutations>;
