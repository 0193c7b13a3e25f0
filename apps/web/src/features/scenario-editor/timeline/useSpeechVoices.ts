import { useQuery } from '@tanstack/react-query';
import { timelineApi, timelineKeys } from './timelineApi';

/**
 * The voices of a project's speech model for a language (speech.voices); they rarely change, so they stay cached. Not asked
 * for when the user cannot choose a voice (`isEnabled` false).
 */
export function useSpeechVoices(projectId: string, language: string, isEnabled = true) {
  return useQuery({
    queryKey: timelineKeys.voices(projectId, language),
    queryFn: () => timelineApi.voices(projectId, language),
    staleTime: 10 * 60_000,
    enabled: isEnabled,
  });
}
