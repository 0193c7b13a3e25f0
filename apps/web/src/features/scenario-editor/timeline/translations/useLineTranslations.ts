import type { Language } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timelineApi, timelineKeys } from '../timelineApi';

/** Translating the episode's lines into one of its further languages: all the missing ones, or one by hand. */
export function useLineTranslations(scenarioId: string, language: Language) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: timelineKeys.voiceClips(scenarioId) });
  const translateAll = useMutation({
    mutationFn: () => timelineApi.translateLines(scenarioId, language),
    onSettled: refresh,
  });
  const put = useMutation({
    mutationFn: ({ clipId, text }: { clipId: string; text: string }) =>
      timelineApi.putTranslation(scenarioId, clipId, language, text),
    onSettled: refresh,
  });
  return { translateAll, put };
}
