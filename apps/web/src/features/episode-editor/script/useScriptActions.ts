import type { Shot } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { scriptApi, type ScriptGenerateOptions, type ScriptSource } from './scriptApi';

/** Generating a script from the shots, and applying a script (which replaces every shot). */
export function useScriptActions(scenarioId: string) {
  const queryClient = useQueryClient();

  const generate = useMutation({
    mutationFn: (options: ScriptGenerateOptions) => scriptApi.generate(scenarioId, options),
  });

  const apply = useMutation({
    mutationFn: ({ script, source }: { script: string; source: ScriptSource }) =>
      scriptApi.apply(scenarioId, script, source),
    onSuccess: async (shots) => {
      // The answer is the new shots: show them at once, then re-read both the shots and the episode.
      queryClient.setQueryData<Shot[]>(episodeEditorKeys.shots(scenarioId), shots);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeEditorKeys.shots(scenarioId) }),
        queryClient.invalidateQueries({ queryKey: episodeEditorKeys.detail(scenarioId) }),
      ]);
    },
  });

  return { generate, apply };
}
