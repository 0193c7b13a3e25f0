import { useCallback, useState } from 'react';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

interface DraftState<D extends Values> {
  draft: D;
  /** The entity's values the draft was last brought up to date with. */
  base: D;
  /** The entity version last seen. */
  seenVersion: string;
  /** The version the draft's changes are saved over (the server refuses a newer one with a conflict). */
  editedFrom: string;
}

/**
 * Brings a form draft up to date with an entity that others change while the form is open: a field the user has
 * not touched takes the new value at once; a field the user changed keeps the user's text. The version the draft
 * saves over follows the entity unless someone else changed a field the user also changed — then the save
 * answers a conflict (Keep mine / Take theirs) instead of overwriting either.
 */
function rebase<D extends Values>(state: DraftState<D>, current: D, version: string): DraftState<D> {
  const draft = { ...state.draft };
  let clashes = false;
  for (const key of Object.keys(current) as (keyof D)[]) {
    if (same(draft[key], current[key])) continue;
    if (same(draft[key], state.base[key])) draft[key] = current[key];
    else if (!same(current[key], state.base[key])) clashes = true;
  }
  const isClean = (Object.keys(current) as (keyof D)[]).every((key) => same(draft[key], current[key]));
  const followsEntity = isClean || (!clashes && state.editedFrom === state.seenVersion);
  return { draft, base: current, seenVersion: version, editedFrom: followsEntity ? version : state.editedFrom };
}

export interface VersionedDraft<D extends Values> {
  draft: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  /** The version to send as `expectedUpdatedAt`. */
  editedFrom: string;
  isDirty: boolean;
  /** Keep mine after a conflict: save the draft over the version the conflict answered. */
  saveOver: (version: string) => void;
  /** Take theirs after a conflict: the draft becomes the other person's values and version. */
  takeTheirs: (values: D, version: string) => void;
}

/**
 * A form's draft of an entity's fields, kept up to date with live changes (see `rebase`). `current` is the
 * entity's values in the draft's shape and `version` its updatedAt; while `isSaving` the draft is left alone.
 */
export function useVersionedDraft<D extends Values>(current: D, version: string, isSaving: boolean): VersionedDraft<D> {
  const [state, setState] = useState<DraftState<D>>(() => ({
    draft: current,
    base: current,
    seenVersion: version,
    editedFrom: version,
  }));
  let shown = state;
  if (version !== state.seenVersion && !isSaving) {
    shown = rebase(state, current, version);
    setState(shown);
  }

  const set = useCallback(<K extends keyof D>(key: K, value: D[K]) => {
    setState((previous) => ({ ...previous, draft: { ...previous.draft, [key]: value } }));
  }, []);
  const saveOver = useCallback((next: string) => setState((previous) => ({ ...previous, editedFrom: next })), []);
  const takeTheirs = useCallback(
    (values: D, next: string) =>
      setState((previous) => ({ ...previous, draft: values, base: values, editedFrom: next })),
    [],
  );

  const isDirty = (Object.keys(current) as (keyof D)[]).some((key) => !same(shown.draft[key], current[key]));
  return { draft: shown.draft, set, editedFrom: shown.editedFrom, isDirty, saveOver, takeTheirs };
}
