import { buildTimeline, type Shot, type Timeline } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScenarioShots } from '../hooks/useScenarioShots';
import { timelineApi, timelineKeys } from './timelineApi';

/**
 * While a voice clip is being spoken the clip list is also read again this often, in case its job cannot be
 * polled (no job id, or polling gave up); the job's own polling refreshes the list sooner when it ends.
 */
export const PENDING_CLIP_REFETCH_MS = 10_000;

/** The episode's shots, tracks and voice clips, and the timeline model built from them. */
export function useTimelineData(scenarioId: string) {
  const shots = useScenarioShots(scenarioId);
  const tracks = useQuery({
    queryKey: timelineKeys.tracks(scenarioId),
    queryFn: () => timelineApi.tracks(scenarioId),
    select: (list) => [...list].sort((a, b) => a.order - b.order),
  });
  const voiceClips = useQuery({
    queryKey: timelineKeys.voiceClips(scenarioId),
    queryFn: () => timelineApi.voiceClips(scenarioId),
    refetchInterval: (query) =>
      query.state.data?.some((clip) => clip.status === 'pending') ? PENDING_CLIP_REFETCH_MS : false,
  });
  const timeline: Timeline<Shot> = useMemo(
    () => buildTimeline(shots.data ?? [], tracks.data ?? [], voiceClips.data ?? []),
    [shots.data, tracks.data, voiceClips.data],
  );
  return {
    shots,
    tracks,
    voiceClips,
    timeline,
    isPending: shots.isPending || tracks.isPending || voiceClips.isPending,
    error: shots.error ?? tracks.error ?? voiceClips.error,
    refetch: () => Promise.all([shots.refetch(), tracks.refetch(), voiceClips.refetch()]),
  };
}
