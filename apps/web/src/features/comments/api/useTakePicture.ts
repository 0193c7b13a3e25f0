import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/transport';

/**
 * The picture of the take a comment was made on (its thumbnail when there is one), so a drawing shows over the
 * frame it was drawn on even after the shot got a newer take; null until known or when the take has none.
 */
export function useTakePicture(scenarioId: string, shotId: string | null, generationId: string | null): string | null {
  const versions = useQuery({
    queryKey: ['scenarios', 'shot-versions', scenarioId, shotId] as const,
    queryFn: () => call('scenario.shot.versions', { id: scenarioId, shotId: shotId ?? '' }),
    enabled: Boolean(shotId && generationId),
    staleTime: 60_000,
  });
  const take = versions.data?.find((version) => version.generationId === generationId);
  return take ? (take.thumbUrl ?? take.url) : null;
}
