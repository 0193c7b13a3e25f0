import { AutoGrowTextarea } from '../../../../ui';
import { useShotField } from './useShotField';

interface ShotTextFieldProps {
  label: string;
  /** The stored value (the shots cache). */
  stored: string;
  commit: (text: string) => void;
  undoLabel: string;
  minRows?: number;
}

/** A shot text field that saves as the user types and cleans pasted text on blur (spec §5). */
export function ShotTextField({ label, stored, commit, undoLabel, minRows = 2 }: ShotTextFieldProps) {
  const field = useShotField({ stored, commit, undoLabel });
  return (
    <AutoGrowTextarea
      label={label}
      value={field.value}
      onValueChange={field.change}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      minRows={minRows}
    />
  );
}
