import type { FieldLockState } from '../../../collaboration';

/**
 * The props a shot text area takes from its collaboration lock: read-only (no cleaning on blur) while someone else
 * edits it, and focus and blur that both the autosaving field and the lock follow.
 */
export function lockedTextareaProps(field: { onFocus: () => void; onBlur: () => void }, lock: FieldLockState) {
  return {
    readOnly: lock.isReadOnly,
    shouldCleanOnBlur: !lock.isReadOnly,
    onFocus: () => {
      field.onFocus();
      lock.onFocus();
    },
    onBlur: () => {
      field.onBlur();
      lock.onBlur();
    },
  };
}
