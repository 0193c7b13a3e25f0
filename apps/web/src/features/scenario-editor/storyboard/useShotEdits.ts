import type { Scene, Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { useEditorHistory } from '../history/useEditorHistory';
import { applyOrder, restorableOrder, sameOrder } from './shotOrder';
import { contentOf, storyboardApi } from './storyboardApi';

const bySequence = (shots: readonly Shot[]) => [...shots].sort((a, b) => a.sequence - b.sequence);

/**
 * The storyboard's shot edits — reorder, add, duplicate, delete — each recorded in the editor's undo history
 * once it succeeded, with a redo that makes it again (a shot brought back by undo gets a new id, which the
 * entry then follows). Reorder updates the cache at once and rolls back on failure; the others follow the
 * server. A failure leaves its message in `error` (spec §8 texts such as 'Failed to delete shot').
 */
export function useShotEdits(scenarioId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useEditorHistory();
  const [error, setError] = useState<string | null>(null);
  const key = useMemo(() => scenarioEditorKeys.shots(scenarioId), [scenarioId]);

  const current = useCallback(() => bySequence(queryClient.getQueryData<Shot[]>(key) ?? []), [queryClient, key]);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const removeFromCache = useCallback(
    (id: string) =>
      queryClient.setQueryData<Shot[]>(key, (old) =>
        old
          ? applyOrder(
              bySequence(old).filter((shot) => shot.id !== id),
              [],
            )
          : old,
      ),
    [queryClient, key],
  );

  /** Throws on failure (undo reports it); the cache is rolled back first. */
  const reorderOrThrow = useCallback(
    async (ids: readonly string[]) => {
      const before = current();
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, applyOrder(before, ids));
      try {
        queryClient.setQueryData(key, await storyboardApi.reorder(scenarioId, ids));
      } catch (cause) {
        queryClient.setQueryData(key, before);
        throw cause;
      }
    },
    [current, queryClient, key, scenarioId],
  );

  const deleteOrThrow = useCallback(
    async (ids: readonly string[]) => {
      try {
        for (const id of ids) {
          await storyboardApi.delete(scenarioId, id);
          removeFromCache(id);
        }
      } finally {
        void refresh();
      }
    },
    [scenarioId, removeFromCache, refresh],
  );

  /**
   * Creates the shots again at their old places, lowest sequence first so each lands where it was; resolves
   * the shots as created (new ids), which a later undo or redo of the same edit acts on.
   */
  const recreateOrThrow = useCallback(
    async (shots: readonly Shot[]): Promise<Shot[]> => {
      const created: Shot[] = [];
      // Back into its scene while that scene exists (else beside its neighbours).
      const scenes = new Set(
        queryClient.getQueryData<Scene[]>(scenarioEditorKeys.scenes(scenarioId))?.map((s) => s.id),
      );
      try {
        for (const shot of bySequence(shots)) {
          const { sceneId, ...content } = contentOf(shot);
          const placed = sceneId && scenes.has(sceneId) ? { ...content, sceneId } : content;
          created.push(await storyboardApi.create(scenarioId, placed, shot.sequence));
        }
      } finally {
        await refresh();
      }
      return created;
    },
    [queryClient, scenarioId, refresh],
  );

  /** An undo step that also shows why it failed. */
  const undoable = useCallback(
    (run: () => Promise<void>, failure: string) => async () => {
      setError(null);
      try {
        await run();
      } catch (cause) {
        setError(failure);
        throw cause;
      }
    },
    [],
  );

  const reorder = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const previous = current().map((shot) => shot.id);
      if (sameOrder(previous, ids)) return true;
      setError(null);
      try {
        await reorderOrThrow(ids);
      } catch {
        setError(t('storyboard.errors.reorder'));
        return false;
      }
      const reorderTo = (ids: readonly string[]) =>
        undoable(
          () =>
            reorderOrThrow(
              restorableOrder(
                ids,
                current().map((shot) => shot.id),
              ),
            ),
          t('storyboard.errors.reorder'),
        );
      history.push({ label: t('storyboard.history.reorder'), undo: reorderTo(previous), redo: reorderTo(ids) });
      return true;
    },
    [current, reorderOrThrow, history, undoable, t],
  );

  /** Adds an empty shot after `afterId` (or last); resolves the new shot, or null when that failed. */
  const addShot = useCallback(
    async (afterId: string | null): Promise<Shot | null> => {
      const after = afterId ? current().find((shot) => shot.id === afterId) : undefined;
      setError(null);
      try {
        const shot = await storyboardApi.create(scenarioId, {}, after ? after.sequence + 1 : undefined);
        await refresh();
        let added = [shot];
        history.push({
          label: t('storyboard.history.add'),
          undo: undoable(() => deleteOrThrow(added.map((item) => item.id)), t('storyboard.errors.delete')),
          redo: undoable(async () => {
            added = await recreateOrThrow(added);
          }, t('storyboard.errors.add')),
        });
        return shot;
      } catch {
        setError(t('storyboard.errors.add'));
        return null;
      }
    },
    [current, scenarioId, refresh, history, undoable, deleteOrThrow, recreateOrThrow, t],
  );

  /** Copies the shots (each right after itself); resolves the copies made. */
  const duplicateShots = useCallback(
    async (ids: readonly string[]): Promise<Shot[]> => {
      const copies: Shot[] = [];
      setError(null);
      try {
        for (const id of ids) copies.push(await storyboardApi.duplicate(scenarioId, id));
      } catch {
        setError(t('storyboard.errors.duplicate'));
      }
      await refresh();
      if (copies.length > 0) {
        let made = copies;
        history.push({
          label: t('storyboard.history.duplicate', { count: copies.length }),
          undo: undoable(() => deleteOrThrow(made.map((copy) => copy.id)), t('storyboard.errors.delete')),
          redo: undoable(async () => {
            made = await recreateOrThrow(made);
          }, t('storyboard.errors.duplicate')),
        });
      }
      return copies;
    },
    [scenarioId, refresh, history, undoable, deleteOrThrow, recreateOrThrow, t],
  );

  /** Deletes the shots one by one; resolves the ids deleted (all of them unless one failed). */
  const deleteShots = useCallback(
    async (ids: readonly string[]): Promise<string[]> => {
      const wanted = new Set(ids);
      const targets = current().filter((shot) => wanted.has(shot.id));
      const deleted: Shot[] = [];
      setError(null);
      try {
        for (const shot of targets) {
          await storyboardApi.delete(scenarioId, shot.id);
          deleted.push(shot);
          removeFromCache(shot.id);
        }
      } catch {
        setError(t('storyboard.errors.delete'));
      }
      void refresh();
      if (deleted.length > 0) {
        let removed = deleted;
        history.push({
          label: t('storyboard.history.delete', { count: deleted.length }),
          undo: undoable(async () => {
            removed = await recreateOrThrow(removed);
          }, t('storyboard.errors.restore')),
          redo: undoable(() => deleteOrThrow(removed.map((shot) => shot.id)), t('storyboard.errors.delete')),
        });
      }
      return deleted.map((shot) => shot.id);
    },
    [current, scenarioId, removeFromCache, refresh, history, undoable, recreateOrThrow, deleteOrThrow, t],
  );

  return { reorder, addShot, duplicateShots, deleteShots, error, clearError: () => setError(null) };
}
