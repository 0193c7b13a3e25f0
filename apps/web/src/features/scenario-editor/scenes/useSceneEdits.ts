import type { Scene, SceneArrangement, SceneHeading, ScenesSetInput, Shot } from '@sym/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { useEditorHistory } from '../history/useEditorHistory';
import { currentArrangement, restorable, shotsInArrangement } from './sceneArrangement';
import { scenesApi } from './scenesApi';

/** Puts an arrangement the server answered (or sent live) into the editor's scenes and shots. */
export function applyArrangement(queryClient: QueryClient, scenarioId: string, arrangement: SceneArrangement): void {
  queryClient.setQueryData<Scene[]>(scenarioEditorKeys.scenes(scenarioId), arrangement.scenes);
  queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId), (shots) =>
    shots ? shotsInArrangement(shots, arrangement) : shots,
  );
}

type Saved = Omit<ScenesSetInput, 'id'>;

/**
 * The storyboard's scene edits: group the episode into scenes, start a scene at a shot, change a heading, move a
 * scene, remove a heading. Each one that succeeded goes into the editor's undo history: undo writes the whole
 * arrangement from before back (scenes.set), redo the one after, over whatever exists by then.
 */
export function useSceneEdits(scenarioId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useEditorHistory();
  const [error, setError] = useState<string | null>(null);

  const snapshot = useCallback((): Saved => {
    const scenes = queryClient.getQueryData<Scene[]>(scenarioEditorKeys.scenes(scenarioId)) ?? [];
    const shots = queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId)) ?? [];
    return currentArrangement(scenes, shots);
  }, [queryClient, scenarioId]);

  const writeBack = useCallback(
    async (saved: Saved) => {
      const now = snapshot();
      const existing = new Set(now.scenes.flatMap((scene) => (scene.sceneId ? [scene.sceneId] : [])));
      const shotIds = now.scenes.length > 0 ? now.scenes.flatMap((scene) => scene.shotIds) : (now.shotIds ?? []);
      try {
        applyArrangement(
          queryClient,
          scenarioId,
          await scenesApi.set(scenarioId, restorable(saved, existing, shotIds)),
        );
      } catch (cause) {
        setError(t('storyboard.scenes.errors.undo'));
        throw cause;
      }
    },
    [snapshot, queryClient, scenarioId, t],
  );

  /** Runs one edit; on success it is applied and recorded under `label`. Resolves whether it succeeded. */
  const edit = useCallback(
    async (label: string, run: () => Promise<SceneArrangement>): Promise<boolean> => {
      const before = snapshot();
      setError(null);
      try {
        applyArrangement(queryClient, scenarioId, await run());
      } catch {
        setError(t('storyboard.scenes.errors.save'));
        return false;
      }
      const after = snapshot();
      history.push({ label, undo: () => writeBack(before), redo: () => writeBack(after) });
      return true;
    },
    [snapshot, queryClient, scenarioId, t, history, writeBack],
  );

  const sceneList = () => queryClient.getQueryData<Scene[]>(scenarioEditorKeys.scenes(scenarioId)) ?? [];

  return {
    error,
    clearError: () => setError(null),
    /**
     * The episode's first scenes: those the breakdown proposes (consecutive shots at one location asset or with one
     * scene label, and at one time of day, each headed with its place and time), else one scene over all its shots.
     */
    group: () =>
      edit(t('storyboard.scenes.history.group'), async () => {
        const proposed = await scenesApi.propose(scenarioId);
        if (proposed.length === 0) return scenesApi.create(scenarioId, {});
        return scenesApi.set(scenarioId, {
          scenes: proposed.map((scene) => ({
            interior: null,
            place: scene.place,
            timeOfDay: scene.timeOfDay,
            locationAssetId: scene.locationAssetId,
            notes: '',
            shotIds: scene.shotIds,
          })),
        });
      }),
    /** A new scene from this shot on. */
    split: (shotId: string) =>
      edit(t('storyboard.scenes.history.split'), () => scenesApi.split(scenarioId, shotId, {})),
    rename: (scene: Scene, heading: Partial<SceneHeading>) =>
      edit(t('storyboard.scenes.history.rename'), async () => {
        await scenesApi.update(scenarioId, scene.id!, heading, scene.updatedAt);
        // Read whole again: the cached scenes' shot lists may lag behind shot edits made since.
        const scenes = await scenesApi.list(scenarioId);
        return { scenes, shotIds: scenes.flatMap((entry) => entry.shotIds) };
      }),
    move: (sceneId: string, delta: -1 | 1) =>
      edit(t('storyboard.scenes.history.move'), () => {
        const ids = sceneList().map((scene) => scene.id!);
        const from = ids.indexOf(sceneId);
        const to = Math.min(Math.max(from + delta, 0), ids.length - 1);
        ids.splice(to, 0, ...ids.splice(from, 1));
        return scenesApi.reorder(scenarioId, ids);
      }),
    remove: (sceneId: string) =>
      edit(t('storyboard.scenes.history.remove'), () => scenesApi.remove(scenarioId, sceneId)),
    /** The shots into a scene (at its end), taken out of their own. */
    moveShots: (sceneId: string, shotIds: readonly string[]) =>
      edit(t('storyboard.scenes.history.moveShots', { count: shotIds.length }), () =>
        scenesApi.moveShots(scenarioId, sceneId, shotIds),
      ),
  };
}
