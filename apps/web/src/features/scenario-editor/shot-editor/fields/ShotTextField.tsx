import { FieldLockNote, useFieldLock, type FieldLockTarget } from '../../../collaboration';
import { AutoGrowTextarea } from '../../../../ui';
import { useShotField } from './useShotField';
import { lockedTextareaProps } from './lockedTextareaProps';

interface ShotTextFieldProps {
  label: string;
  /** The stored value (the shots cache). */
  stored: string;
  commit: (text: string) => void;
  undoLabel: string;
  minRows?: number;
  /** The field's collaboration lock: read-only while someone else edits it. */
  lockTarget: FieldLockTarget;
}

/** A shot text field that saves as the user types and cleans pasted text on blur (spec §5). */
export function ShotTextField({ label, stored, commit, undoLabel, minRows = 2, lockTarget }: ShotTextFieldProps) {
  const field = useShotField({ stored, commit, undoLabel });
  const lock = useFieldLock(lockTarget);
  return (
    <div className="flex flex-col gap-1">
      <AutoGrowTextarea
        label={label}
        value={field.value}
        onValueChange={(next) => {
          if (!lock.isReadOnly) field.change(next);
        }}
        {...lockedTextareaProps(field, lock)}
        minRows={minRows}
      />
      <FieldLockNote lock={lock} />
    </div>
  );
}
