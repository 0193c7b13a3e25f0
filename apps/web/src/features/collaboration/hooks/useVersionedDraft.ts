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
  /** For each field the user changed, the entity's value it was changed from (sent as the field's base value). */
  fieldBases: Partial<D>;
}

/**
 * Brings a form draft up to date with an entity that others change while the form is open: a field the user has
 * not touched takes the new value at once; a field the user changed keeps the user's text. The version the draft
 * saves over follows the entity unless someone else changed a field the user also changed — then the save
 * answers a conflict (Keep mine / Take theirs) instead of overwriting either.
 */
function rebase<D extends Values>(state: DraftState<D>, current: D, version: string): DraftState<D> {
  const draft = { ...state.draft };
  const fieldBases = { ...state.fieldBases };
  let clashes = false;
  for (const key of Object.keys(current) as (keyof D)[]) {
    if (same(draft[key], current[key])) {
      delete fieldBases[key];
      continue;
    }
    if (same(draft[key], state.base[key])) {
      draft[key] = current[key];
      delete fieldBases[key];
    } else if (!same(current[key], state.base[key])) clashes = true;
  }
  const isClean = (Object.keys(current) as (keyof D)[]).every((key) => same(draft[key], current[key]));
  const followsEntity = isClean || (!clashes && state.editedFrom === state.seenVersion);
  return {
    draft,
    base: current,
    seenVersion: version,
    editedFrom: followsEntity ? version : state.editedFrom,
    fieldBases,
  };
}

export interface VersionedDraft<D extends Values> {
  draft: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  /** The version to send as `expectedUpdatedAt`. */
  editedFrom: string;
  /**
   * For each field the user changed, the entity's value it was changed from: the base value to send, so the save
   * meets a conflict only when someone else changed that very field.
   */
  fieldBases: Partial<D>;
  isDirty: boolean;
  /**
   * Keep mine after a conflict: save the draft over the version the conflict answered (with its values, the
   * changed fields' base values become those).
   */
  saveOver: (version: string, values?: D) => void;
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
    fieldBases: {},
  }));
  let shown = state;
  if (version !== state.seenVersion && !isSaving) {
    shown = rebase(state, current, version);
    setState(shown);
  }

  const set = useCallback(<K extends keyof D>(key: K, value: D[K]) => {
    setState((previous) => ({
      ...previous,
      draft: { ...previous.draft, [key]: value },
      fieldBases:
        key in previous.fieldBases ? previous.fieldBases : { ...previous.fieldBases, [key]: previous.base[key] },
    }));
  }, []);
  const saveOver = useCallback(
    (next: string, values?: D) =>
      setState((previous) => ({
        ...previous,
        editedFrom: next,
        fieldBases: values
          ? (Object.fromEntries(Object.keys(previous.fieldBases).map((key) => [key, values[key]])) as Partial<D>)
          : previous.fieldBases,
      })),
    [],
  );
  const takeTheirs = useCallback(
    (values: D, next: string) =>
      setState((previous) => ({ ...previous, draft: values, base: values, editedFrom: next, fieldBases: {} })),
    [],
  );

  const isDirty = (Object.keys(current) as (keyof D)[]).some((key) => !same(shown.draft[key], current[key]));
  return {
    draft: shown.draft,
    set,
    editedFrom: shown.editedFrom,
    fieldBases: shown.fieldBases,
    isDirty,
    saveOver,
    takeTheirs,
  };
}
