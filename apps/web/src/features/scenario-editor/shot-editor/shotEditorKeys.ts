import type { ShotGenerationKind } from '@sym/contracts';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

/** Query keys of the shot editor, under the editor's 'scenarios' root so refreshing the episode refreshes them. */
export const shotEditorKeys = {
  generations: (scenarioId: string, shotId: string, kind: ShotGenerationKind) =>
    [...scenarioEditorKeys.all, 'generations', scenarioId, shotId, kind] as const,
  shotGenerations: (scenarioId: string, shotId: string) =>
    [...scenarioEditorKeys.all, 'generations', scenarioId, shotId] as const,
  /** Same key as the assets feature's project list, so both share one cache entry. */
  projectAssets: (projectId: string) => ['assets', 'project', projectId] as const,
};
