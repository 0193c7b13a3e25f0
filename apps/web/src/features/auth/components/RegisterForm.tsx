import { HOME_ROUTE, passwordUserInputs } from '@sym/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { Alert, Button, TextField } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { usePasswordStrength } from '../hooks/usePasswordStrength';
import { fieldProblem, localPasswordProblem, type PasswordProblem } from '../utils/passwordProblem';
import { NewPasswordField } from './NewPasswordField';
import { readReturnPath } from '../utils/returnPath';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface Failure {
  message: string | null;
  fields: Partial<Record<Exclude<Field, 'password'>, string>>;
  password: PasswordProblem | null;
}

/**
 * Registration with name, e-mail and password; 422 details appear under their fields. The password gets the
 * strength meter, and one too easy to guess (with the name and e-mail among the guesses) is refused here.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const userInputs = useMemo(
    () => passwordUserInputs({ name: values.name, email: values.email }),
    [values.name, values.email],
  );
  const strength = usePasswordStrength(values.password, userInputs);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = strength.judge && values.password ? await strength.judge(values.password) : null;
    const localProblem = localPasswordProblem(values.password, verdict);
    if (localProblem) {
      setFailure({ message: null, fields: {}, password: localProblem });
      return;
    }
    setFailure(null);
    setIsSubmitting(true);
    try {
      await register(values);
      navigate(readReturnPath() ?? HOME_ROUTE, { replace: true });
    } catch (error) {
      const fields: Failure['fields'] = {};
      if (error instanceof ApiError) {
        for (const field of ['name', 'email'] as const) fields[field] = error.fieldMessage(field);
      }
      const password = fieldProblem(error, 'password');
      // Details shown under their fields are not repeated above the form ('Validation error - password: ...').
      const isShownByFields =
        error instanceof ApiError &&
        error.details.length > 0 &&
        error.details.every((detail) => FIELDS.includes(detail.field as Field));
      setFailure({
        message: isShownByFields ? null : errorMessageOf(error, t('auth.register.failed')),
        fields,
        password,
      });
      setIsSubmitting(false);
    }
  };

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'password' && failure?.password) setFailure({ ...failure, password: null });
  };

  const fieldProps = (field: Exclude<Field, 'password'>) => ({
    name: field,
    required: true,
    value: values[field],
    error: failure?.fields[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      {failure?.message && <Alert>{failure.message}</Alert>}
      <TextField label={t('auth.register.name')} type="text" autoComplete="name" {...fieldProps('name')} />
      <TextField label={t('auth.register.email')} type="email" autoComplete="email" {...fieldProps('email')} />
      <NewPasswordField
        label={t('auth.register.password')}
        name="password"
        value={values.password}
        onChange={(value) => setValue('password', value)}
        strength={strength}
        problem={failure?.password ?? null}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
