import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getShotEditSaver } from './shotEditSaver';

/** The episode's shot saver and its current state ('Saving…', 'Saved', offline, error). */
export function useShotEditSaver(scenarioId: string) {
  const queryClient = useQueryClient();
  const saver = getShotEditSaver(queryClient, scenarioId);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);
  return { saver, snapshot };
}
