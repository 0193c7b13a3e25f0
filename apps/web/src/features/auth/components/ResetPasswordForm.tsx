import { passwordUserInputs } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button } from '../../../ui';
import { passwordApi } from '../api/passwordApi';
import { useAuth } from '../hooks/useAuth';
import { usePasswordStrength } from '../hooks/usePasswordStrength';
import { fieldProblem, passwordProblemText, type PasswordProblem } from '../utils/passwordProblem';
import { InvalidResetLink } from './InvalidResetLink';
import { NewPasswordField } from './NewPasswordField';
import { PasswordConfirmField } from './PasswordConfirmField';
import { checkNewPassword } from '../utils/checkNewPassword';

// The page does not know whose link it is: only the product's words are among the meter's first guesses (the
// server adds the account's name and e-mail, and says so if they make the password too easy to guess).
const USER_INPUTS = passwordUserInputs({});

interface Problems {
  newPassword?: PasswordProblem | null;
  confirm?: string | null;
  token?: string | null;
  banner?: string | null;
}

/**
 * New password and its confirmation for a reset link's token. Success signs out every session of the account
 * (this browser's too, when it was signed in) and goes to the sign-in page, which says to use the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, logout } = useAuth();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const strength = usePasswordStrength(newPassword, USER_INPUTS);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = await checkNewPassword(newPassword, confirm, strength.judge);
    if (local) {
      setProblems({ newPassword: local.newPassword, confirm: local.confirm ? t('auth.password.mismatch') : null });
      return;
    }
    setProblems({});
    setIsSubmitting(true);
    try {
      await passwordApi.reset({ token, newPassword });
      if (status === 'authenticated') await logout({ reason: 'passwordReset' });
      navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
    } catch (failure) {
      const tokenProblem = fieldProblem(failure, 'token');
      const passwordProblem = fieldProblem(failure, 'newPassword');
      setProblems({
        token: tokenProblem ? passwordProblemText(t, tokenProblem) : null,
        newPassword: passwordProblem,
        banner: tokenProblem || passwordProblem ? null : errorMessageOf(failure, t('auth.reset.failed')),
      });
      setIsSubmitting(false);
    }
  };

  if (problems.token) return <InvalidResetLink message={problems.token} />;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      {problems.banner && <Alert>{problems.banner}</Alert>}
      <NewPasswordField
        label={t('auth.password.new')}
        name="newPassword"
        value={newPassword}
        onChange={(value) => {
          setNewPassword(value);
          setProblems((current) => ({ ...current, newPassword: null }));
        }}
        strength={strength}
        problem={problems.newPassword ?? null}
      />
      <PasswordConfirmField
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          setProblems((current) => ({ ...current, confirm: null }));
        }}
        error={problems.confirm ?? undefined}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
