import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, AutoGrowTextarea, Button, Icon, TextField } from '../../../ui';
import type { ScriptGenerateOptions } from './scriptApi';

/** Bounds of ScriptGenerateInput: a prompt of at most 2000 characters, a duration up to an hour. */
const PROMPT_MAX = 2000;
const DURATION_MAX = 3600;

interface ScriptGenerateFormProps {
  onGenerate: (options: ScriptGenerateOptions) => void;
  isPending: boolean;
  error: string | null;
}

/** Optional instructions and target duration for writing a script from the episode's shots. */
export function ScriptGenerateForm({ onGenerate, isPending, error }: ScriptGenerateFormProps) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState('');
  const seconds = duration.trim() ? Number(duration) : undefined;
  const isDurationValid = seconds === undefined || (Number.isFinite(seconds) && seconds > 0 && seconds <= DURATION_MAX);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDurationValid) return;
    onGenerate({ prompt: prompt.trim() || undefined, targetDuration: seconds });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <AutoGrowTextarea
        label={t('scriptEditor.generate.prompt')}
        value={prompt}
        onValueChange={setPrompt}
        minRows={2}
        maxRows={5}
        maxLength={PROMPT_MAX}
        placeholder={t('scriptEditor.generate.promptPlaceholder')}
      />
      <TextField
        label={t('scriptEditor.generate.duration')}
        type="number"
        inputMode="numeric"
        min={1}
        max={DURATION_MAX}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        error={isDurationValid ? undefined : t('scriptEditor.generate.durationInvalid', { max: DURATION_MAX })}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant="secondary" isLoading={isPending} disabled={!isDurationValid}>
        {!isPending && <Icon name="sparkles" className="size-4" />}
        {t('scriptEditor.generate.submit')}
      </Button>
    </form>
  );
}
