import { HOME_ROUTE } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/errors';
import { Button, TextField } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { readReturnPath } from '../utils/returnPath';

interface LoginFormProps {
  onError: (message: string | null) => void;
  isDisabled?: boolean;
}

/** E-mail and password sign-in; the server's message (or 'Login failed') goes to `onError`. */
export function LoginForm({ onError, isDisabled = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onError(null);
    setIsSubmitting(true);
    try {
      await login({ email, password });
      navigate(readReturnPath() ?? HOME_ROUTE, { replace: true });
    } catch (error) {
      onError(errorMessageOf(error, t('auth.login.failed')));
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('auth.login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t('auth.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link
          to="/forgot-password"
          className="self-end text-xs font-medium text-accent hover:underline focus-visible:underline"
        >
          {t('auth.login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} disabled={isDisabled}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
