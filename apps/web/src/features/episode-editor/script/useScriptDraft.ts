import type { Scenario } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConflictError } from '../../../lib/errors';
import { useDebouncedCallback } from '../../../ui';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { scriptApi } from './scriptApi';

/** Pause in typing after which the script is saved. */
export const SCRIPT_AUTOSAVE_MS = 1000;

/** idle: nothing typed yet; dirty: changes wait for the pause; then saving, saved or error. */
export type ScriptSaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/** The episode's script as another person saved it over this editor's version (a 409). */
export interface ScriptConflict {
  script: string;
  updatedAt: string;
}

/**
 * The script being edited, saved to the episode (scenario.update) once typing pauses, over the version it was
 * edited from. Saves run one after the other, so an older text never lands after a newer one; a change still
 * waiting when the editor closes is saved then. A script someone else saves shows at once unless the user has
 * typing of their own waiting; then the save answers a conflict the user settles (keep mine / take theirs).
 */
export function useScriptDraft(scenarioId: string, episode: Pick<Scenario, 'script' | 'updatedAt'>) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(episode.script ?? '');
  const [status, setStatus] = useState<ScriptSaveStatus>('idle');
  const [conflict, setConflict] = useState<ScriptConflict | null>(null);
  /** The text the server holds, and its version. */
  const storedRef = useRef(episode.script ?? '');
  const versionRef = useRef(episode.updatedAt);
  /** The text typed but not yet handed to a save. */
  const pendingRef = useRef<string | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const markStored = useCallback(
    (script: string, updatedAt?: string) => {
      storedRef.current = script;
      if (updatedAt) versionRef.current = updatedAt;
      queryClient.setQueryData<Scenario>(episodeEditorKeys.detail(scenarioId), (current) =>
        current ? { ...current, script, updatedAt: updatedAt ?? current.updatedAt } : current,
      );
    },
    [queryClient, scenarioId],
  );

  // Another person's change to the episode (a live update or a re-read): follow it.
  const incoming = episode.script ?? '';
  useEffect(() => {
    if (episode.updatedAt === versionRef.current) return;
    if (incoming !== storedRef.current) {
      // The user's own typing waits for its save, which will meet the other version as a conflict.
      if (pendingRef.current !== null) return;
      storedRef.current = incoming;
      setText(incoming);
    }
    versionRef.current = episode.updatedAt;
  }, [incoming, episode.updatedAt]);

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
          const saved = await scriptApi.save(scenarioId, script, versionRef.current);
          markStored(script, saved.updatedAt);
          // Newer typing waits for its own save.
          setStatus(pendingRef.current === null ? 'saved' : 'dirty');
        } catch (error) {
          if (isConflictError(error)) {
            const current = error.current as Partial<Scenario> | undefined;
            setConflict({ script: current?.script ?? '', updatedAt: current?.updatedAt ?? versionRef.current });
            pendingRef.current ??= script;
            setStatus('dirty');
            return;
          }
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
    if (!conflict) debounced.run(next);
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

  /** After a conflict: save this editor's text over the other version. */
  const keepMine = () => {
    if (!conflict) return;
    versionRef.current = conflict.updatedAt;
    setConflict(null);
    void saveNow();
  };

  /** After a conflict: show the other person's script and drop this editor's unsaved text. */
  const takeTheirs = () => {
    if (!conflict) return;
    debounced.cancel();
    pendingRef.current = null;
    setConflict(null);
    setText(conflict.script);
    markStored(conflict.script, conflict.updatedAt);
    setStatus('saved');
  };

  // Leaving the tab with a change still waiting for the pause: save it anyway.
  useEffect(
    () => () => {
      const waiting = pendingRef.current;
      if (waiting === null || waiting === storedRef.current) return;
      // The cached episode shows the text at once when the tab opens again.
      const version = versionRef.current;
      markStored(waiting);
      void scriptApi
        .save(scenarioId, waiting, version)
        .then((saved) => markStored(waiting, saved.updatedAt))
        .catch(() => {});
    },
    [scenarioId, markStored],
  );

  return { text, status, conflict, change, saveNow, replace, keepMine, takeTheirs };
}
