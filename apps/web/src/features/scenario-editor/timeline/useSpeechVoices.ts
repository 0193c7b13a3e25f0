import { useQuery } from '@tanstack/react-query';
import { timelineApi, timelineKeys } from './timelineApi';

/**
 * The speech provider's voices for a language (speech.voices); they rarely change, so they stay cached. Not asked
 * for when the user cannot choose a voice (`isEnabled` false).
 */
export function useSpeechVoices(language: string, isEnabled = true) {
  return useQuery({
    queryKey: timelineKeys.voices(language),
    queryFn: () => timelineApi.voices(language),
    staleTime: 10 * 60_000,
    enabled: isEnabled,
  });
}
