import type { QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../../realtime';

/** Every open episode's stale marks (their keys: scenarioEditorKeys.freshness) are read again. */
function refreshStaleMarks(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[1] === 'shots' && query.queryKey[3] === 'freshness',
  });
}

/**
 * A look changed (an asset's words or picture, a variant's words or images; for a series bible asset, from any
 * project of the series): the storyboard's stale marks follow at once, for everyone in the room.
 */
export const lookLiveHandlers: LiveHandlers = {
  'asset.updated': (_asset, { queryClient }) => refreshStaleMarks(queryClient),
  'variant.updated': (_variant, { queryClient }) => refreshStaleMarks(queryClient),
  'variantImage.updated': (_images, { queryClient }) => refreshStaleMarks(queryClient),
};
