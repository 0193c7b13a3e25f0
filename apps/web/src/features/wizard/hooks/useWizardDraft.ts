import { useCallback, useEffect, useState } from 'react';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { localStore } from '../../../lib/storage/localStore';
import { emptyDraft, parseDraft, type WizardDraft } from '../utils/wizardDraft';

const keyOf = (userId: string) => `${WEB_STORAGE_KEYS.wizardDraft}.${userId}`;

/**
 * The wizard's draft, saved to local storage on every change (per user), so a reload mid-way keeps every
 * typed word, found asset, preview image and shot. `clear` forgets it after the project is created.
 */
export function useWizardDraft(userId: string) {
  const [draft, setDraft] = useState<WizardDraft>(() => parseDraft(localStore.getJson(keyOf(userId))));
  const [isCleared, setIsCleared] = useState(false);

  useEffect(() => {
    if (!isCleared) localStore.setJson(keyOf(userId), draft);
  }, [draft, userId, isCleared]);

  const update = useCallback((change: Partial<WizardDraft> | ((current: WizardDraft) => Partial<WizardDraft>)) => {
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  const clear = useCallback(() => {
    setIsCleared(true);
    localStore.remove(keyOf(userId));
  }, [userId]);

  const restart = useCallback(() => {
    setIsCleared(false);
    setDraft(emptyDraft());
  }, []);

  return { draft, update, clear, restart };
}
export type WizardDraftApi = ReturnType<typeof useWizardDraft>;
