import { API_KEY_EXPIRY_DAYS, DEFAULT_API_KEY_EXPIRY_DAYS, type ApiKeyExpiryDays } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, SelectField, TextField } from '../../../ui';

interface ApiKeyCreateFormProps {
  isCreating: boolean;
  /** A 422 on the name, as the server words it. */
  nameError?: string | undefined;
  /** Resolves true when the key was created (the form then clears). */
  onCreate: (input: { name: string; expiresInDays: ApiKeyExpiryDays }) => Promise<boolean>;
}

/** Name and lifetime of a new key; Enter in the name submits. */
export function ApiKeyCreateForm({ isCreating, nameError, onCreate }: ApiKeyCreateFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<ApiKeyExpiryDays>(DEFAULT_API_KEY_EXPIRY_DAYS);
  const options = API_KEY_EXPIRY_DAYS.map((days) => ({
    value: String(days),
    label: t(`apiKeys.create.expiry${days}`),
  }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || isCreating) return;
    if (await onCreate({ name: name.trim(), expiresInDays })) setName('');
  };

  return (
    <form
      aria-label={t('apiKeys.create.title')}
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 sm:flex-row sm:items-end"
    >
      <TextField
        label={t('apiKeys.create.name')}
        placeholder={t('apiKeys.create.namePlaceholder')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        className="flex-1"
      />
      <SelectField
        label={t('apiKeys.create.expiry')}
        value={String(expiresInDays)}
        options={options}
        onValueChange={(value) => setExpiresInDays(Number(value) as ApiKeyExpiryDays)}
        className="sm:w-44"
      />
      <Button type="submit" isLoading={isCreating} disabled={!name.trim()}>
        <Icon name="plus" className="size-4" />
        {t('apiKeys.create.submit')}
      </Button>
    </form>
  );
}
