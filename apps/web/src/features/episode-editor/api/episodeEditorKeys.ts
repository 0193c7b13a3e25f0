/**
 * Query keys of the episode editor, under the same 'scenarios' root as the project's episode list, so
 * invalidating every scenario query refreshes the editor too.
 */
export const episodeEditorKeys = {
  all: ['scenarios'] as const,
  detail: (scenarioId: string) => [...episodeEditorKeys.all, 'detail', scenarioId] as const,
  shots: (scenarioId: string) => [...episodeEditorKeys.all, 'shots', scenarioId] as const,
};
