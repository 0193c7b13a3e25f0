import type { Shot } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { scriptApi, type ScriptGenerateOptions, type ScriptSource } from './scriptApi';

interface ScriptInput {
  script: string;
  source: ScriptSource;
}

/** Generating a script from the shots, previewing and applying a script, and taking an apply back. */
export function useScriptActions(scenarioId: string) {
  const queryClient = useQueryClient();

  /** Shows the shots the server answered at once, then re-reads the shots and the episode. */
  const showShots = useCallback(
    async (shots: Shot[]) => {
      queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId), shots);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.shots(scenarioId) }),
        queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(scenarioId) }),
      ]);
    },
    [queryClient, scenarioId],
  );

  const generate = useMutation({
    mutationFn: (options: ScriptGenerateOptions) => scriptApi.generate(scenarioId, options),
    // The episode's new version (the server keeps the script): the editor saves over it next.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(scenarioId) }),
  });

  const preview = useMutation({
    mutationFn: ({ script, source }: ScriptInput) => scriptApi.preview(scenarioId, script, source),
  });

  const apply = useMutation({
    mutationFn: ({ script, source }: ScriptInput) => scriptApi.apply(scenarioId, script, source),
    onSuccess: (result) => showShots(result.shots),
  });

  /** Restores the shots as they were before the apply that answered this token. */
  const undo = useCallback(
    async (token: string) => showShots(await scriptApi.undo(scenarioId, token)),
    [scenarioId, showShots],
  );

  return { generate, preview, apply, undo };
}
