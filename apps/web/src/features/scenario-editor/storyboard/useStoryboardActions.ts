import type { Shot } from '@sym/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useConfirm } from '../../../ui';
import { useTeamRoleAccess } from '../../teams';
import { useEditorHistory } from '../history/useEditorHistory';
import type { FocusRequest } from './StoryboardGrid';
import { moveIdBy, moveIdOnto } from './shotOrder';
import type { useShotSelection } from './useShotSelection';
import { useShotEdits } from './useShotEdits';

type Selection = ReturnType<typeof useShotSelection>;

/**
 * What the storyboard's buttons, keys and drags do to the shots and the selection: one edit at a time
 * (a second click while one is on its way is ignored), the keyboard focus following the shots it acts on.
 */
export function useStoryboardActions(
  scenarioId: string,
  shots: readonly Shot[],
  selection: Selection,
  /** Deletes many shots in one request (batch operations; undo brings back their takes): used when given. */
  deleteMany?: (ids: readonly string[]) => Promise<string[]>,
) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const history = useEditorHistory();
  const edits = useShotEdits(scenarioId);
  const [isBusy, setIsBusy] = useState(false);
  const busyRef = useRef(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // A viewer or commenter of the project's team edits nothing: keys and drags are ignored like the disabled buttons.
  const canEditRef = useRef(true);
  canEditRef.current = useTeamRoleAccess().canEdit;

  const focusShot = useCallback(
    (id: string) => setFocusRequest((last) => ({ id, serial: (last?.serial ?? 0) + 1 })),
    [],
  );

  const exclusive = useCallback(async (work: () => Promise<void>) => {
    if (busyRef.current || !canEditRef.current) return;
    busyRef.current = true;
    setIsBusy(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setIsBusy(false);
    }
  }, []);

  const order = shots.map((shot) => shot.id);

  const moveFocused = (delta: number) => {
    const id = selection.focusId;
    if (!id || delta === 0) return;
    void exclusive(async () => {
      if (await edits.reorder(moveIdBy(order, id, delta))) focusShot(id);
    });
  };

  const dropOnto = (activeId: string, overId: string) => {
    selection.select([activeId]);
    void exclusive(async () => {
      await edits.reorder(moveIdOnto(order, activeId, overId));
    });
  };

  const addShot = () =>
    void exclusive(async () => {
      const shot = await edits.addShot(selection.focusId);
      if (shot) {
        selection.select([shot.id]);
        focusShot(shot.id);
      }
    });

  const duplicateSelected = () => {
    const ids = selection.selectedIds;
    if (ids.length === 0) return;
    void exclusive(async () => {
      const copies = await edits.duplicateShots(ids);
      if (copies.length > 0) {
        selection.select(copies.map((copy) => copy.id));
        focusShot(copies.at(-1)!.id);
      }
    });
  };

  const deleteSelected = () => {
    const ids = selection.selectedIds;
    if (ids.length === 0 || busyRef.current) return;
    void exclusive(async () => {
      const isConfirmed = await confirm({
        title: t('storyboard.delete.title'),
        message: t(deleteMany ? 'storyboard.delete.messageWithTakes' : 'storyboard.delete.message', { n: ids.length }),
        confirmLabel: t('storyboard.delete.confirm'),
        variant: 'danger',
      });
      if (!isConfirmed) return;
      const firstIndex = order.indexOf(ids[0]!);
      const deleted = new Set(await (deleteMany ?? edits.deleteShots)(ids));
      // The focus moves to the shot that took the first deleted one's place, so Delete can be pressed again.
      const rest = order.filter((id) => !deleted.has(id));
      const next = rest[Math.min(firstIndex, rest.length - 1)];
      if (next) {
        selection.select([next]);
        focusShot(next);
      } else selection.clear();
    });
  };

  const undo = () => void exclusive(async () => void (await history.undo()));
  const redo = () => void exclusive(async () => void (await history.redo()));

  return {
    isBusy,
    error: edits.error,
    focusRequest,
    focusShot,
    moveFocused,
    dropOnto,
    addShot,
    duplicateSelected,
    deleteSelected,
    undo,
    redo,
  };
}
