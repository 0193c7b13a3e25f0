import { HOME_ROUTE } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { Alert, Button, TextField } from '../../../ui';
import { useAuth } from '../hooks/useAuth';

type Field = 'name' | 'email' | 'password';

/** Registration with name, e-mail and password; 422 details appear under their fields. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Partial<Record<Field, string>> } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setIsSubmitting(true);
    try {
      await register(values);
      navigate(HOME_ROUTE, { replace: true });
    } catch (error) {
      const fields: Partial<Record<Field, string>> = {};
      if (error instanceof ApiError) {
        for (const field of ['name', 'email', 'password'] as const) fields[field] = error.fieldMessage(field);
      }
      setFailure({ message: errorMessageOf(error, t('auth.register.failed')), fields });
      setIsSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    error: failure?.fields[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      {failure && <Alert>{failure.message}</Alert>}
      <TextField label={t('auth.register.name')} type="text" autoComplete="name" {...fieldProps('name')} />
      <TextField label={t('auth.register.email')} type="email" autoComplete="email" {...fieldProps('email')} />
      <TextField
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        {...fieldProps('password')}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
