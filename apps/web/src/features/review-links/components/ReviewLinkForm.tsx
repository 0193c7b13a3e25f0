import { REVIEW_LIMITS, type ReviewLink } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, SelectField, TextField } from '../../../ui';
import { fieldErrorsOf } from '../../projects';
import type { NewReviewLink } from '../api/reviewLinksApi';
import { EXPIRY_CHOICES, dayValue, expiryOf, type ExpiryChoice } from '../utils/expiry';

interface ReviewLinkFormProps {
  onCreate: (input: NewReviewLink) => Promise<ReviewLink>;
  onCreated: (link: ReviewLink) => void;
}

type FieldErrors = Partial<Record<'name' | 'expiry' | 'passphrase', string>>;

const DAY_MS = 86_400_000;

/** A new review link: its name, when it expires, an optional passphrase and whether guests may download. */
export function ReviewLinkForm({ onCreate, onCreated }: ReviewLinkFormProps) {
  const { t } = useTranslation();
  const dateId = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('7');
  const [date, setDate] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);

  const validate = (): { errors: FieldErrors; expiresAt: string | null } => {
    const found: FieldErrors = {};
    if (!name.trim()) found.name = t('reviewLinks.form.nameRequired');
    if (passphrase && passphrase.length < REVIEW_LIMITS.passphraseMin)
      found.passphrase = t('reviewLinks.form.passphraseTooShort', { min: REVIEW_LIMITS.passphraseMin });
    const result = expiryOf(expiry, date);
    if ('problem' in result)
      found.expiry = t(`reviewLinks.form.${result.problem}`, { days: REVIEW_LIMITS.expiryDaysMax });
    return { errors: found, expiresAt: 'expiresAt' in result ? result.expiresAt : null };
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate();
    setErrors(checked.errors);
    setFailure(null);
    if (Object.keys(checked.errors).length > 0) return;
    setIsCreating(true);
    try {
      const link = await onCreate({
        name: name.trim(),
        expiresAt: checked.expiresAt,
        allowDownload,
        ...(passphrase ? { passphrase } : {}),
      });
      setName('');
      setPassphrase('');
      setAllowDownload(false);
      onCreated(link);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const byField: FieldErrors = { name: fields.name, expiry: fields.expiresAt, passphrase: fields.passphrase };
      if (Object.values(byField).some(Boolean)) setErrors(byField);
      else setFailure(errorMessageOf(error, t('reviewLinks.errors.create')));
    } finally {
      setIsCreating(false);
    }
  };

  const today = new Date();
  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('reviewLinks.form.title')}
      className="flex flex-col gap-3"
    >
      <h3 className="text-sm font-semibold text-fg">{t('reviewLinks.form.title')}</h3>
      <TextField
        label={t('reviewLinks.form.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t('reviewLinks.form.namePlaceholder')}
        maxLength={255}
        error={errors.name}
        data-testid="review-link-name"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('reviewLinks.form.expiry')}
          value={expiry}
          onValueChange={(value) => setExpiry(value as ExpiryChoice)}
          options={EXPIRY_CHOICES.map((choice) => ({ value: choice, label: t(`reviewLinks.expiry.${choice}`) }))}
          error={expiry === 'date' ? undefined : errors.expiry}
          data-testid="review-link-expiry"
        />
        {expiry === 'date' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={dateId} className="text-sm font-medium text-fg">
              {t('reviewLinks.form.date')}
            </label>
            <input
              id={dateId}
              type="date"
              value={date}
              min={dayValue(today)}
              max={dayValue(new Date(today.getTime() + REVIEW_LIMITS.expiryDaysMax * DAY_MS))}
              onChange={(event) => setDate(event.target.value)}
              aria-invalid={errors.expiry ? true : undefined}
              aria-describedby={errors.expiry ? `${dateId}-error` : undefined}
              data-testid="review-link-date"
              className={`h-10 rounded-lg border bg-canvas px-3 text-sm text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 ${
                errors.expiry ? 'border-danger' : 'border-line hover:border-line-strong'
              }`}
            />
            {errors.expiry && (
              <p id={`${dateId}-error`} className="text-xs text-danger">
                {errors.expiry}
              </p>
            )}
          </div>
        )}
      </div>
      <TextField
        label={t('reviewLinks.form.passphrase')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        maxLength={REVIEW_LIMITS.passphraseMax}
        placeholder={t('reviewLinks.form.passphrasePlaceholder')}
        error={errors.passphrase}
        data-testid="review-link-passphrase"
      />
      <label className="flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={allowDownload}
          onChange={(event) => setAllowDownload(event.target.checked)}
          data-testid="review-link-allow-download"
          className="size-4 accent-[var(--color-accent)]"
        />
        {t('reviewLinks.form.allowDownload')}
      </label>
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" className="self-start" isLoading={isCreating} data-testid="review-link-create">
        {t('reviewLinks.form.create')}
      </Button>
    </form>
  );
}
