import { useQuery } from '@tanstack/react-query';
import { timelineApi, timelineKeys } from './timelineApi';

/** The speech provider's voices for a language (speech.voices); they rarely change, so they stay cached. */
export function useSpeechVoices(language: string) {
  return useQuery({
    queryKey: timelineKeys.voices(language),
    queryFn: () => timelineApi.voices(language),
    staleTime: 10 * 60_000,
  });
}
