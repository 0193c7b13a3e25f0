import { DEFAULT_CHARACTER_VOICE, VOICE_PITCH, VOICE_RATE, type CharacterVoice } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useGatedControl } from '../../../app/tier';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { call } from '../../../lib/transport';
import { Alert, Button, SelectField } from '../../../ui';
import { UpgradeHint } from '../../upgrade';
import { allVoicesKey, CharacterVoiceSamples, voiceKey } from './CharacterVoiceSamples';

/** Every voice the project's speech model offers (a character may speak in each of its episodes' languages). */
function useAllVoices(projectId: string) {
  return useQuery({
    queryKey: allVoicesKey(projectId),
    queryFn: () => call('speech.voices', { projectId }),
    staleTime: 10 * 60_000,
  });
}

/** A labelled slider over a factor of the voice's own (1), in steps of 0.05. */
function ScaleSlider(props: {
  label: string;
  range: { min: number; max: number };
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm text-fg">
      {props.label}
      <input
        id={id}
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={0.05}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="accent-accent"
      />
    </label>
  );
}

interface VoiceDraftProps {
  assetId: string;
  projectId: string;
  saved: CharacterVoice | null;
}

/** The voice, rate and pitch fields with their save; starts from what is saved. */
function CharacterVoiceForm({ assetId, projectId, saved }: VoiceDraftProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CharacterVoice>(saved ?? DEFAULT_CHARACTER_VOICE);
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const voices = useAllVoices(projectId);
  const save = useMutation({
    mutationFn: ({ voice, rate, pitch }: CharacterVoice) =>
      call('asset.voice.put', { id: assetId, voice, rate, pitch }),
    onSuccess: (voice) => queryClient.setQueryData(voiceKey(assetId), voice),
  });
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('idle');
    await save.mutateAsync(draft).then(
      () => setStatus('saved'),
      () => undefined,
    );
  };
  const change = (changes: Partial<CharacterVoice>) => {
    setStatus('idle');
    setDraft((current) => ({ ...current, ...changes }));
  };
  const options = [
    { value: '', label: t('assets.voice.providerDefault') },
    ...(voices.data ?? []).map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.language})` })),
  ];
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void handleSubmit(event)}>
      <SelectField
        label={t('assets.voice.voice')}
        value={draft.voice ?? ''}
        options={options}
        onValueChange={(value) => change({ voice: value || null })}
        disabled={voices.isPending}
        error={voices.isError ? t('timeline.voice.voicesFailed') : undefined}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ScaleSlider
          label={t('assets.voice.rate', { value: draft.rate.toFixed(2) })}
          range={VOICE_RATE}
          value={draft.rate}
          onChange={(rate) => change({ rate })}
        />
        <ScaleSlider
          label={t('assets.voice.pitch', { value: draft.pitch.toFixed(2) })}
          range={VOICE_PITCH}
          value={draft.pitch}
          onChange={(pitch) => change({ pitch })}
        />
      </div>
      {save.error && <Alert>{save.error.message || t('assets.voice.failed')}</Alert>}
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" isLoading={save.isPending}>
          {t('assets.voice.save')}
        </Button>
        {status === 'saved' && (
          <span role="status" className="text-sm text-fg-muted">
            {t('assets.voice.saved')}
          </span>
        )}
      </div>
    </form>
  );
}

/**
 * A character's voice: the speech provider's voice, rate and pitch every line the character speaks is spoken with,
 * and the samples it can be cloned from (custom voices, the professional edition's; the base edition sees what the
 * upgrade brings). A clone makes the form start again from the stored voice, the cloned one selected.
 */
export function CharacterVoiceSection({ assetId, projectId }: { assetId: string; projectId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const control = useGatedControl('asset.voice');
  const saved = useQuery({ queryKey: voiceKey(assetId), queryFn: () => call('asset.voice.get', { id: assetId }) });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {t('assets.voice.title')}
        </h3>
        <p className="text-xs text-fg-muted">{t('assets.voice.hint')}</p>
      </div>
      {!control.isEnabled ? (
        <UpgradeHint feature={control.feature} />
      ) : saved.isPending ? (
        <p className="text-sm text-fg-muted">{t('app.loading')}</p>
      ) : (
        <>
          <CharacterVoiceForm
            projectId={projectId}
            key={`${assetId}:${saved.data?.cloned?.createdAt ?? ''}`}
            assetId={assetId}
            saved={saved.data ?? null}
          />
          <CharacterVoiceSamples assetId={assetId} projectId={projectId} voice={saved.data ?? null} />
        </>
      )}
    </section>
  );
}
