import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Icon, TextField } from '../../../ui';
import { passwordApi } from '../api/passwordApi';
import { fieldProblem, passwordProblemText } from '../utils/passwordProblem';

/**
 * The address to mail a reset link to. The answer is the same whether or not an account uses it, so the page
 * says the same either way; too many requests (429) say to wait.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field?: string; banner?: string } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setIsSubmitting(true);
    try {
      await passwordApi.forgot({ email: email.trim() });
      setSentTo(email.trim());
    } catch (failure) {
      const problem = fieldProblem(failure, 'email');
      if (failure instanceof ApiError && failure.status === 429) setError({ banner: t('auth.forgot.rateLimited') });
      else if (problem) setError({ field: passwordProblemText(t, problem) });
      else setError({ banner: errorMessageOf(failure, t('auth.forgot.failed')) });
    } finally {
      setIsSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm text-fg">
          <Icon name="checkCircle" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="min-w-0">
            <p>{t('auth.forgot.sent')}</p>
            <p className="mt-2 truncate text-fg-muted">{sentTo}</p>
          </div>
        </div>
        <p className="text-sm text-fg-muted">{t('auth.forgot.checkSpam')}</p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('auth.forgot.again')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      {error?.banner && <Alert>{error.banner}</Alert>}
      <TextField
        label={t('auth.login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={error?.field}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
