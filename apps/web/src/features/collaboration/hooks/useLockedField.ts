import { useFieldLock, type FieldLockState, type FieldLockTarget } from './useFieldLock';

export interface LockedFieldProps {
  readOnly: boolean;
  onFocus: () => void;
  onBlur: () => void;
}

export interface LockedField {
  lock: FieldLockState;
  inputProps: LockedFieldProps;
}

/** A form field's lock with the props to spread on its input: read-only (not disabled) while someone else edits. */
export function useLockedField(target: FieldLockTarget): LockedField {
  const lock = useFieldLock(target);
  return { lock, inputProps: { readOnly: lock.isReadOnly, onFocus: lock.onFocus, onBlur: lock.onBlur } };
}
