import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getShotEditSaver } from './shotEditSaver';

/**
 * Starts the episode's shot saver when the editor opens, so edits left in localStorage by an earlier visit
 * (a reload or a closed tab while offline) are sent and shown even before any shot is opened.
 */
export function useReplayPendingShotEdits(scenarioId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    getShotEditSaver(queryClient, scenarioId);
  }, [queryClient, scenarioId]);
}
