import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Spinner } from '../../../ui';
import type { PasswordStrength } from '../hooks/usePasswordStrength';
import type { PasswordVerdict } from '../utils/passwordChecker';
import { PasswordFeedbackText } from './PasswordFeedbackText';

/** The level names by zxcvbn score 0–4 (PASSWORD_STRENGTH_LABELS in English). */
const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const BAR_TONES = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'] as const;
const TEXT_TONES = ['text-danger', 'text-danger', 'text-warning', 'text-success', 'text-success'] as const;

interface PasswordStrengthMeterProps {
  strength: PasswordStrength;
  /** Referenced by the password input's aria-describedby. */
  id?: string;
  /** Feedback to show instead of the meter's own: the server's reasons when it refused the password. */
  feedback?: Omit<PasswordVerdict, 'score'> | undefined;
}

/**
 * Five-step strength bar with the level's name and zxcvbn's warning and suggestions in the user's language.
 * Nothing shows for an empty password; a short 'Checking' while the dictionaries load.
 */
export function PasswordStrengthMeter({ strength, id, feedback }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  if (strength.status === 'empty' || strength.status === 'unavailable') {
    return feedback?.warning || feedback?.suggestions.length ? (
      <PasswordFeedbackText id={id} feedback={feedback} />
    ) : null;
  }
  if (strength.status === 'checking') {
    return (
      <p id={id} role="status" className="flex items-center gap-2 text-xs text-fg-muted">
        <Spinner /> {t('auth.password.strength.checking')}
      </p>
    );
  }

  const { score } = strength;
  const level = t(`auth.password.strength.levels.${LEVELS[score] ?? 'veryWeak'}`);
  return (
    <div id={id} className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={t('auth.password.strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={level}
          className="grid flex-1 grid-cols-5 gap-1"
        >
          {LEVELS.map((name, step) => (
            <span
              key={name}
              className={`h-1.5 rounded-full transition-colors ${step <= score ? BAR_TONES[score] : 'bg-hover'}`}
            />
          ))}
        </div>
        <span className={`shrink-0 text-xs font-medium ${TEXT_TONES[score]}`}>{level}</span>
      </div>
      <PasswordFeedbackText feedback={feedback ?? strength} />
    </div>
  );
}
