import { passwordUserInputs, type User } from '@sym/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Button, OutcomeMessage, SettingsSection, TextField, type Outcome } from '../../../ui';
import {
  NewPasswordField,
  PasswordConfirmField,
  checkNewPassword,
  fieldProblem,
  passwordProblemText,
  useAuth,
  usePasswordStrength,
  type PasswordProblem,
} from '../../auth';
import { useChangePassword } from '../api/useChangePassword';

interface Problems {
  currentPassword?: string | null;
  newPassword?: PasswordProblem | null;
  confirm?: string | null;
}

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Changes the password (current, new, confirmation), or adds a first one to an account that signs in socially.
 * A weak new password is refused here already; the server refuses a wrong current one. Success signs out every
 * other session, and says how many.
 */
export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { refreshUser } = useAuth();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<Outcome | null>(null);
  const userInputs = useMemo(() => passwordUserInputs({ name: user.name, email: user.email }), [user.name, user.email]);
  const strength = usePasswordStrength(values.newPassword, userInputs);
  const isAdding = !user.hasPassword;

  const setValue = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: null }));
    setStatus(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const local = await checkNewPassword(values.newPassword, values.confirm, strength.judge);
    const isCurrentMissing = !isAdding && !values.currentPassword;
    if (local || isCurrentMissing) {
      setProblems({
        currentPassword: isCurrentMissing ? t('auth.password.refusals.currentRequired') : null,
        newPassword: local?.newPassword ?? null,
        confirm: local?.confirm ? t('auth.password.mismatch') : null,
      });
      return;
    }
    setProblems({});
    try {
      const result = await change.mutateAsync(
        isAdding
          ? { newPassword: values.newPassword }
          : { currentPassword: values.currentPassword, newPassword: values.newPassword },
      );
      setValues(EMPTY);
      const count = result.otherSessionsSignedOut;
      setStatus({
        tone: 'success',
        text: `${t(isAdding ? 'account.settings.password.added' : 'account.settings.password.changed')} ${t(
          'account.settings.password.signedOut',
          { count },
        )}`,
      });
      if (isAdding) await refreshUser().catch(() => undefined);
    } catch (failure) {
      const current = fieldProblem(failure, 'currentPassword');
      const next = fieldProblem(failure, 'newPassword');
      setProblems({ currentPassword: current ? passwordProblemText(t, current) : null, newPassword: next });
      if (!current && !next) {
        setStatus({ tone: 'danger', text: errorMessageOf(failure, t('account.settings.password.failed')) });
      }
    }
  };

  return (
    <SettingsSection
      title={t(isAdding ? 'account.settings.password.addTitle' : 'account.settings.password.title')}
      description={t(isAdding ? 'account.settings.password.addDescription' : 'account.settings.password.description')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex max-w-md flex-col gap-4">
        <OutcomeMessage outcome={status} />
        {/* The account's e-mail lets password managers file the new password under the right login. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {!isAdding && (
          <TextField
            label={t('account.settings.password.current')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={problems.currentPassword ?? undefined}
            onChange={(event) => setValue('currentPassword', event.target.value)}
          />
        )}
        <NewPasswordField
          label={t('auth.password.new')}
          name="newPassword"
          value={values.newPassword}
          onChange={(value) => setValue('newPassword', value)}
          strength={strength}
          problem={problems.newPassword ?? null}
        />
        <PasswordConfirmField
          value={values.confirm}
          onChange={(value) => setValue('confirm', value)}
          error={problems.confirm ?? undefined}
        />
        <div>
          <Button type="submit" isLoading={change.isPending}>
            {t(isAdding ? 'account.settings.password.addSubmit' : 'account.settings.password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
