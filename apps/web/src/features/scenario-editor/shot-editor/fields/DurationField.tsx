import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { TextField } from '../../../../ui';
import { useShotField } from './useShotField';

interface DurationFieldProps {
  /** Seconds, or null when the shot has none. */
  stored: number | null | undefined;
  commit: (duration: number | null) => void;
}

/** Text of a duration as the user typed it: empty means none, else a positive number of seconds. */
export function parseDuration(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const seconds = Number(trimmed);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The shot's duration in seconds: positive, or empty for none; an invalid value is shown and not saved. */
export function DurationField({ stored, commit }: DurationFieldProps) {
  const { t } = useTranslation();
  const field = useShotField({
    stored: typeof stored === 'number' ? String(stored) : '',
    commit: (text) => {
      const seconds = parseDuration(text);
      if (seconds !== undefined) commit(seconds);
    },
    undoLabel: t('shotEditor.undo.duration'),
    toStored: (text) => {
      const seconds = parseDuration(text);
      return typeof seconds === 'number' ? String(seconds) : '';
    },
    validate: (text) => (parseDuration(text) === undefined ? t('shotEditor.fields.durationInvalid') : null),
  });
  return (
    <TextField
      label={t('shotEditor.fields.duration')}
      type="number"
      inputMode="decimal"
      min={0.1}
      step={0.1}
      value={field.value}
      onChange={(event) => field.change(event.target.value)}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      error={field.error ?? undefined}
    />
  );
}
