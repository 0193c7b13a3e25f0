import { useTranslation } from '../../../lib/i18n/useTranslation';
import { TextField } from '../../../ui';

interface PasswordConfirmFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
}

/** The new password typed again, so a typo does not lock the user out. */
export function PasswordConfirmField({ value, onChange, error, isDisabled = false }: PasswordConfirmFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.password.confirm')}
      type="password"
      name="confirmPassword"
      autoComplete="new-password"
      required
      value={value}
      disabled={isDisabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
