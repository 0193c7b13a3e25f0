import type { Shot, ShotVersion } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { takesApi } from '../api/takesApi';
import { refreshShotPicture } from '../api/useShotTakes';
import { takeLabel } from '../utils/takeLabel';
import type { TakeToast } from './TakesContext';

/**
 * "Use this take" and its undo: each answer names the take that was current before, which Undo makes current
 * again. The toast says what happened; the shot's picture and the approvals are read again after each step.
 */
export function useTakeActions(scenarioId: string, shots: readonly Shot[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [toast, setToast] = useState<TakeToast | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const sequenceOf = useCallback((shotId: string) => shots.find((shot) => shot.id === shotId)?.sequence ?? 0, [shots]);

  const chooseTake = useCallback(
    async (take: ShotVersion, takes: readonly ShotVersion[]) => {
      setIsBusy(true);
      setChooseError(null);
      try {
        const answer = await takesApi.use(scenarioId, take.shotId, take.generationId);
        const previous = takes.find((item) => item.generationId === answer.previousGenerationId);
        setToast({
          kind: 'used',
          shotId: take.shotId,
          sequence: sequenceOf(take.shotId),
          label: takeLabel(t, take),
          previous:
            answer.previousGenerationId && answer.previousGenerationId !== take.generationId
              ? { generationId: answer.previousGenerationId, label: previous ? takeLabel(t, previous) : '' }
              : null,
          error: null,
        });
      } catch (error) {
        setChooseError(errorMessageOf(error, t('takes.errors.use')));
      } finally {
        refreshShotPicture(queryClient, scenarioId, take.shotId);
        setIsBusy(false);
      }
    },
    [queryClient, scenarioId, sequenceOf, t],
  );

  const tookUpload = useCallback(
    (shotId: string, previous: ShotVersion | null) => {
      setToast({
        kind: 'uploaded',
        shotId,
        sequence: sequenceOf(shotId),
        label: '',
        previous: previous ? { generationId: previous.generationId, label: takeLabel(t, previous) } : null,
        error: null,
      });
      refreshShotPicture(queryClient, scenarioId, shotId);
    },
    [queryClient, scenarioId, sequenceOf, t],
  );

  const undo = useCallback(() => {
    const shown = toast;
    if (!shown?.previous || isBusy) return;
    const { previous } = shown;
    setIsBusy(true);
    takesApi
      .use(scenarioId, shown.shotId, previous.generationId)
      .then(() => setToast({ ...shown, kind: 'undone', label: previous.label, previous: null, error: null }))
      .catch((error: unknown) => setToast({ ...shown, error: errorMessageOf(error, t('takes.errors.undo')) }))
      .finally(() => {
        refreshShotPicture(queryClient, scenarioId, shown.shotId);
        setIsBusy(false);
      });
  }, [toast, isBusy, scenarioId, queryClient, t]);

  const dismissToast = useCallback(() => setToast(null), []);
  const clearChooseError = useCallback(() => setChooseError(null), []);

  return useMemo(
    () => ({ toast, dismissToast, chooseTake, tookUpload, undo, isBusy, chooseError, clearChooseError }),
    [toast, dismissToast, chooseTake, tookUpload, undo, isBusy, chooseError, clearChooseError],
  );
}
