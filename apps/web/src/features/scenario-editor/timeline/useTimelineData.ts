import { buildTimeline, linesInLanguage, originalLines, type Shot, type Timeline } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScenarioShots } from '../hooks/useScenarioShots';
import { timelineApi, timelineKeys } from './timelineApi';

/**
 * While a voice clip is being spoken the clip list is also read again this often, in case its job cannot be
 * polled (no job id, or polling gave up); the job's own polling refreshes the list sooner when it ends.
 */
export const PENDING_CLIP_REFETCH_MS = 10_000;

/** Which of an episode's languages the timeline plays: `language` among the episode's, `main` its main one. */
export interface HeardLanguage {
  language: string;
  main: string;
}

/**
 * The episode's shots, tracks and voice clips (translations included), its lines as heard in `heard` (the original
 * lines without it), and the timeline model built from them.
 */
export function useTimelineData(scenarioId: string, heard?: HeardLanguage) {
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
  const language = heard?.language;
  const main = heard?.main;
  const lines = useMemo(() => {
    const clips = voiceClips.data ?? [];
    return language && main ? linesInLanguage(clips, language, main) : originalLines(clips);
  }, [voiceClips.data, language, main]);
  const timeline: Timeline<Shot> = useMemo(
    () => buildTimeline(shots.data ?? [], tracks.data ?? [], lines),
    [shots.data, tracks.data, lines],
  );
  return {
    shots,
    tracks,
    voiceClips,
    lines,
    timeline,
    isPending: shots.isPending || tracks.isPending || voiceClips.isPending,
    error: shots.error ?? tracks.error ?? voiceClips.error,
    refetch: () => Promise.all([shots.refetch(), tracks.refetch(), voiceClips.refetch()]),
  };
}
