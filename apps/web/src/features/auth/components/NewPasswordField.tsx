import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { TextField } from '../../../ui';
import type { PasswordStrengthState } from '../hooks/usePasswordStrength';
import { passwordProblemText, type PasswordProblem } from '../utils/passwordProblem';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** usePasswordStrength of the same value, which the form also uses to refuse a weak password. */
  strength: PasswordStrengthState;
  problem: PasswordProblem | null;
  isDisabled?: boolean;
}

/**
 * A password being chosen (sign-up, change, reset): the input, its refusal in the user's language, and the
 * strength meter, which shows the server's reasons (zxcvbn keys worded locally) when the server refused it.
 */
export function NewPasswordField({
  label,
  name,
  value,
  onChange,
  strength,
  problem,
  isDisabled = false,
}: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const meterId = useId();
  const serverFeedback = problem?.feedback && strength.describe ? strength.describe(problem.feedback) : undefined;
  const hasServerFeedback = Boolean(serverFeedback?.warning || serverFeedback?.suggestions.length);
  const status = strength.strength.status;
  const isMeterShown = hasServerFeedback || status === 'checking' || status === 'ready';

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        value={value}
        disabled={isDisabled}
        error={problem ? passwordProblemText(t, problem) : undefined}
        aria-describedby={isMeterShown ? meterId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordStrengthMeter
        id={meterId}
        strength={strength.strength}
        feedback={hasServerFeedback ? serverFeedback : undefined}
      />
    </div>
  );
}
