import { call, uploadFile } from '../../../lib/transport';

/**
 * Query keys of a shot's takes, under the editor's 'scenarios' root (the comments panel reads the same list to show
 * the take a drawing was made on).
 */
export const takeKeys = {
  all: ['scenarios', 'shot-versions'] as const,
  scenario: (scenarioId: string) => [...takeKeys.all, scenarioId] as const,
  list: (scenarioId: string, shotId: string) => [...takeKeys.all, scenarioId, shotId] as const,
};

/**
 * The episode editor's queries that show a shot's picture: its shot list and the shot editor's histories. Spelt
 * out here (scenarioEditorKeys.shots, shotEditorKeys.shotGenerations; a test ties them) so this feature does not
 * import the editor that mounts it.
 */
export const editorPictureKeys = {
  shots: (scenarioId: string) => ['scenarios', 'shots', scenarioId] as const,
  generations: (scenarioId: string, shotId: string) => ['scenarios', 'generations', scenarioId, shotId] as const,
};

/** A shot's takes (scenario.shot.versions), "Use this take" and the upload of one's own. */
export const takesApi = {
  list: (scenarioId: string, shotId: string) => call('scenario.shot.versions', { id: scenarioId, shotId }),
  use: (scenarioId: string, shotId: string, generationId: string) =>
    call('scenario.shot.useTake', { id: scenarioId, shotId, generationId }),
  upload: (scenarioId: string, shotId: string, file: File) =>
    uploadFile('upload.shotTake', { id: scenarioId, params: { shotId }, file }),
};
