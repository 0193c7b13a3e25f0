import { mergeLines, type Scenario } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConflictError } from '../../../lib/errors';
import { useDebouncedCallback } from '../../../ui';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { scriptApi } from './scriptApi';

/** Pause in typing after which the script is saved. */
export const SCRIPT_AUTOSAVE_MS = 1000;

/** idle: nothing typed yet; dirty: changes wait for the pause; then saving, saved or error. */
export type ScriptSaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/** The episode's script as another person saved it over lines this editor changed too (a 409 that did not merge). */
export interface ScriptConflict {
  script: string;
  updatedAt: string;
}

type StoredScript = Pick<Scenario, 'script' | 'updatedAt'>;

const isNewer = (version: string, than: string) => Date.parse(version) > Date.parse(than);

/**
 * The script being edited, saved to the episode (scenario.update) once typing pauses, over the stored text it was
 * edited from. Saves run one after the other, so an older text never lands after a newer one; a change still
 * waiting when the editor closes is saved then. A script someone else saves shows at once unless the user has
 * typing of their own waiting; then the save merges the other person's lines with the user's, and only a line
 * changed on both sides asks the user to settle it (keep mine / take theirs, which loads the latest saved text).
 */
export function useScriptDraft(scenarioId: string, scenario: StoredScript) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(scenario.script ?? '');
  const [status, setStatus] = useState<ScriptSaveStatus>('idle');
  const [conflict, setConflict] = useState<ScriptConflict | null>(null);
  const conflictRef = useRef<ScriptConflict | null>(null);
  /** The stored text the editor's text was made from (the base of a merge), and the newest version seen. */
  const storedRef = useRef(scenario.script ?? '');
  const versionRef = useRef(scenario.updatedAt);
  /** The text typed but not yet stored; a save in flight. */
  const pendingRef = useRef<string | null>(null);
  const isSavingRef = useRef(false);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const showConflict = (next: ScriptConflict | null) => {
    conflictRef.current = next;
    setConflict(next);
  };

  const markStored = useCallback(
    (script: string, updatedAt?: string) => {
      storedRef.current = script;
      if (updatedAt && isNewer(updatedAt, versionRef.current)) versionRef.current = updatedAt;
      // A newer episode (someone else's save heard meanwhile) stays in the cache.
      queryClient.setQueryData<Scenario>(scenarioEditorKeys.detail(scenarioId), (current) => {
        if (!current || (updatedAt && !isNewer(updatedAt, current.updatedAt))) return current;
        return { ...current, script, updatedAt: updatedAt ?? current.updatedAt };
      });
    },
    [queryClient, scenarioId],
  );

  /** Another person's saved episode (a live update or a re-read): shown unless the user's own text waits. */
  const follow = useCallback((latest: StoredScript) => {
    if (!isNewer(latest.updatedAt, versionRef.current)) return;
    if (pendingRef.current !== null || isSavingRef.current || conflictRef.current) return;
    versionRef.current = latest.updatedAt;
    const script = latest.script ?? '';
    if (script === storedRef.current) return;
    storedRef.current = script;
    setText(script);
  }, []);

  const incoming = scenario.script;
  useEffect(() => follow({ script: incoming, updatedAt: scenario.updatedAt }), [follow, incoming, scenario.updatedAt]);

  /** Saves the waiting text; a 409 whose lines merge with the user's is saved merged, else it is a conflict. */
  const saveWaiting = useCallback(async (): Promise<void> => {
    const script = pendingRef.current;
    if (script === null || conflictRef.current) return;
    pendingRef.current = null;
    if (script === storedRef.current) {
      setStatus('saved');
      return;
    }
    setStatus('saving');
    isSavingRef.current = true;
    try {
      const saved = await scriptApi.save(scenarioId, script, storedRef.current, versionRef.current);
      markStored(script, saved.updatedAt);
    } catch (error) {
      if (!isConflictError(error)) {
        pendingRef.current ??= script;
        setStatus('error');
        return;
      }
      const current = error.current as Partial<Scenario> | undefined;
      const theirs = { script: current?.script ?? '', updatedAt: current?.updatedAt ?? versionRef.current };
      const mine = pendingRef.current ?? script;
      const merged = mergeLines(storedRef.current, mine, theirs.script);
      if (!merged.isClean) {
        pendingRef.current = mine;
        showConflict(theirs);
        setStatus('dirty');
        return;
      }
      markStored(theirs.script, theirs.updatedAt);
      pendingRef.current = merged.text;
      setText(merged.text);
      // Saved over their version, merged (the flag stays up until this nested save ends).
      return await saveWaiting();
    } finally {
      isSavingRef.current = false;
    }
    // Newer typing waits for its own save; else someone else's change heard meanwhile shows now.
    setStatus(pendingRef.current === null ? 'saved' : 'dirty');
    const cached = queryClient.getQueryData<Scenario>(scenarioEditorKeys.detail(scenarioId));
    if (cached) follow(cached);
  }, [scenarioId, markStored, follow, queryClient]);

  const persist = useCallback(() => {
    queueRef.current = queueRef.current.then(saveWaiting);
    return queueRef.current;
  }, [saveWaiting]);

  const debounced = useDebouncedCallback(persist, SCRIPT_AUTOSAVE_MS);

  const change = (next: string) => {
    setText(next);
    pendingRef.current = next;
    setStatus('dirty');
    if (!conflictRef.current) debounced.run();
  };

  /** Saves what is waiting now (before applying the script, or on Retry). */
  const saveNow = (): Promise<void> => {
    debounced.cancel();
    pendingRef.current ??= text;
    return persist();
  };

  /** Puts a whole new script in the editor: one the server already holds (generated), or one to save. */
  const replace = (next: string, isStored: boolean) => {
    debounced.cancel();
    setText(next);
    if (isStored) {
      pendingRef.current = null;
      markStored(next);
      setStatus('saved');
    } else {
      pendingRef.current = next;
      void persist();
    }
  };

  /** After a conflict: save this editor's text over the other version. */
  const keepMine = () => {
    const theirs = conflictRef.current;
    if (!theirs) return;
    markStored(theirs.script, theirs.updatedAt);
    showConflict(null);
    void saveNow();
  };

  /** After a conflict: show the script as saved now (it may have changed again) and drop the unsaved text. */
  const takeTheirs = () => {
    if (!conflictRef.current) return;
    debounced.cancel();
    // Until it has loaded the box stays, and so does it if loading fails (the user can try again).
    void scriptApi.latest(scenarioId).then(
      (latest) => {
        const script = latest.script ?? '';
        pendingRef.current = null;
        showConflict(null);
        setText(script);
        markStored(script, latest.updatedAt);
        setStatus('saved');
      },
      () => undefined,
    );
  };

  // Leaving the tab with a change still waiting for the pause: save it anyway.
  useEffect(
    () => () => {
      const waiting = pendingRef.current;
      if (waiting === null || waiting === storedRef.current || conflictRef.current) return;
      // The cached episode shows the text at once when the tab opens again.
      const base = storedRef.current;
      const version = versionRef.current;
      markStored(waiting);
      void scriptApi
        .save(scenarioId, waiting, base, version)
        .then((saved) => markStored(waiting, saved.updatedAt))
        .catch(() => {});
    },
    [scenarioId, markStored],
  );

  return { text, status, conflict, change, saveNow, replace, keepMine, takeTheirs };
}
