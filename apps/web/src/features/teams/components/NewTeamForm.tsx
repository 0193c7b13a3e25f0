import { LIMITS, type Team } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError } from '../../../lib/errors';
import { Alert, Button, Icon, TextField } from '../../../ui';
import { useCreateTeam } from '../api/useTeamMutations';
import { teamErrorText } from '../utils/teamMessages';

/** "New team": a name (Enter submits); the new team opens once created. */
export function NewTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    setError(null);
    setNameError(undefined);
    try {
      const team = await create.mutateAsync(trimmed);
      setName('');
      onCreated(team);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldMessage('name') : undefined;
      if (field) setNameError(field);
      else setError(teamErrorText(t, failure, t('teams.create.failed')));
    }
  };

  return (
    <form
      aria-label={t('teams.create.title')}
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 className="text-sm font-semibold text-fg">{t('teams.create.title')}</h2>
      <TextField
        label={t('teams.create.name')}
        placeholder={t('teams.create.placeholder')}
        value={name}
        maxLength={LIMITS.nameMax}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" isLoading={create.isPending} disabled={!name.trim()}>
        <Icon name="plus" className="size-4" />
        {t('teams.create.submit')}
      </Button>
    </form>
  );
}
