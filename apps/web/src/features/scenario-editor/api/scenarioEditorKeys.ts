/**
 * Query keys of the episode editor, under the same 'scenarios' root as the project's episode list, so
 * invalidating every scenario query refreshes the editor too.
 */
export const scenarioEditorKeys = {
  all: ['scenarios'] as const,
  detail: (scenarioId: string) => [...scenarioEditorKeys.all, 'detail', scenarioId] as const,
  shots: (scenarioId: string) => [...scenarioEditorKeys.all, 'shots', scenarioId] as const,
  scenes: (scenarioId: string) => [...scenarioEditorKeys.all, 'scenes', scenarioId] as const,
  /** Under the shots' key, so every refresh of the shots refreshes their states too. */
  freshness: (scenarioId: string) => [...scenarioEditorKeys.shots(scenarioId), 'freshness'] as const,
};
