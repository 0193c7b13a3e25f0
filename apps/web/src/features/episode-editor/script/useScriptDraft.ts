import type { Scenario } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../ui';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { scriptApi } from './scriptApi';

/** Pause in typing after which the script is saved. */
export const SCRIPT_AUTOSAVE_MS = 1000;

/** idle: nothing typed yet; dirty: changes wait for the pause; then saving, saved or error. */
export type ScriptSaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/**
 * The script being edited, saved to the episode (scenario.update) once typing pauses. Saves run one after the
 * other, so an older text never lands after a newer one; a change still waiting when the editor closes is saved
 * then.
 */
export function useScriptDraft(scenarioId: string, initialScript: string) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initialScript);
  const [status, setStatus] = useState<ScriptSaveStatus>('idle');
  /** The text the server holds. */
  const storedRef = useRef(initialScript);
  /** The text typed but not yet handed to a save. */
  const pendingRef = useRef<string | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const markStored = useCallback(
    (script: string) => {
      storedRef.current = script;
      queryClient.setQueryData<Scenario>(episodeEditorKeys.detail(scenarioId), (episode) =>
        episode ? { ...episode, script } : episode,
      );
    },
    [queryClient, scenarioId],
  );

  const persist = useCallback(
    (script: string) => {
      pendingRef.current = null;
      queueRef.current = queueRef.current.then(async () => {
        if (script === storedRef.current) {
          setStatus(pendingRef.current === null ? 'saved' : 'dirty');
          return;
        }
        setStatus('saving');
        try {
          await scriptApi.save(scenarioId, script);
          markStored(script);
          // Newer typing waits for its own save.
          setStatus(pendingRef.current === null ? 'saved' : 'dirty');
        } catch {
          setStatus('error');
        }
      });
      return queueRef.current;
    },
    [scenarioId, markStored],
  );

  const debounced = useDebouncedCallback(persist, SCRIPT_AUTOSAVE_MS);

  const change = (next: string) => {
    setText(next);
    pendingRef.current = next;
    setStatus('dirty');
    debounced.run(next);
  };

  /** Saves what is waiting now (before applying the script, or on Retry). */
  const saveNow = (): Promise<void> => {
    debounced.cancel();
    return persist(pendingRef.current ?? text);
  };

  /** Puts a whole new script in the editor: one the server already holds (generated), or one to save. */
  const replace = (next: string, isStored: boolean) => {
    debounced.cancel();
    pendingRef.current = null;
    setText(next);
    if (isStored) {
      markStored(next);
      setStatus('saved');
    } else {
      void persist(next);
    }
  };

  // Leaving the tab with a change still waiting for the pause: save it anyway.
  useEffect(
    () => () => {
      const waiting = pendingRef.current;
      if (waiting === null || waiting === storedRef.current) return;
      // The cached episode shows the text at once when the tab opens again.
      markStored(waiting);
      void scriptApi.save(scenarioId, waiting).catch(() => {});
    },
    [scenarioId, markStored],
  );

  return { text, status, change, saveNow, replace };
}
