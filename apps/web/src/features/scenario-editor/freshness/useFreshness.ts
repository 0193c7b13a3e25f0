import type { Shot, ShotFreshness } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { freshnessApi } from './freshnessApi';

/** What a shot's state depends on as the editor sees it: a change of any of these reads the states again. */
const fingerprintOf = (shots: readonly Shot[]) =>
  shots.map((shot) => `${shot.id}:${shot.updatedAt ?? ''}:${shot.imageUrl ?? ''}:${shot.videoUrl ?? ''}`).join('|');

/**
 * The states of the episode's shots (current, stale with what changed, missing), read from the server whenever
 * the shots change and when the window comes back (an asset's look may have changed on another page).
 */
export function useFreshness(scenarioId: string, shots: readonly Shot[]) {
  const fingerprint = useMemo(() => fingerprintOf(shots), [shots]);
  const query = useQuery({
    queryKey: [...scenarioEditorKeys.freshness(scenarioId), fingerprint],
    queryFn: () => freshnessApi.get(scenarioId),
    placeholderData: (previous) => previous,
  });
  const byShot = useMemo(
    () => new Map<string, ShotFreshness>((query.data?.shots ?? []).map((entry) => [entry.shotId, entry])),
    [query.data],
  );
  return { data: query.data, byShot };
}
