import { AUDIO_ACCEPT, LANGUAGE_NAMES, LANGUAGES, formatTimelineTime, type Language } from '@sym/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useGatedControl } from '../../../app/tier';
import { Alert, Button, SelectField } from '../../../ui';
import { UpgradeHint } from '../../upgrade';
import { useAudioUpload } from './useAudioUpload';
import { useSpeechVoices } from './useSpeechVoices';
import type { TimelineMutations } from './useTimelineMutations';

/** A character who may speak the line. */
export interface SpeakerOption {
  id: string;
  name: string;
}

interface VoiceClipFormProps {
  scenarioId: string;
  /** The episode's project: its speech model's voices are offered. */
  projectId: string;
  /** The project's characters: a line spoken by one takes its voice. */
  speakers: readonly SpeakerOption[];
  defaultLanguage: Language;
  /** Where the new clip starts: the playhead. */
  offset: number;
  mutations: TimelineMutations;
  onDone: () => void;
}

/**
 * "Add voice clip": a line spoken by a chosen voice (a speech job; the clip shows progress until its audio
 * exists) or an uploaded audio file, placed at the playhead on the episode's voice track. Choosing the voice is
 * custom voices (the professional edition's): without it the line is spoken in its language's default voice.
 */
export function VoiceClipForm({
  scenarioId,
  projectId,
  speakers,
  defaultLanguage,
  offset,
  mutations,
  onDone,
}: VoiceClipFormProps) {
  const { t } = useTranslation();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Language>(defaultLanguage);
  const [voice, setVoice] = useState('');
  const [speakerId, setSpeakerId] = useState('');
  const speaker = speakers.find((candidate) => candidate.id === speakerId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const voiceChoice = useGatedControl('voiceClip.voice');
  const voices = useSpeechVoices(projectId, language, voiceChoice.isEnabled);
  const audio = useAudioUpload(scenarioId);

  useEffect(() => {
    const list = voices.data ?? [];
    if (!list.some((candidate) => candidate.id === voice)) setVoice(list[0]?.id ?? '');
  }, [voices.data, voice]);

  const isBusy = audio.isUploading || mutations.createVoiceClip.isPending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const line = text.trim();
    if (!line && !file) {
      setError(t('timeline.voice.needsContent'));
      return;
    }
    let audioUrl: string | undefined;
    if (file) {
      const uploaded = await audio.upload(file);
      if (!uploaded) return;
      audioUrl = uploaded.url;
    }
    try {
      await mutations.createVoiceClip.mutateAsync({
        text: line || undefined,
        characterId: speaker?.id,
        // A speaker's line takes the speaker's voice.
        voice: audioUrl || speaker || !voiceChoice.isEnabled ? undefined : voice || undefined,
        language,
        audioUrl,
        offset: Math.round(offset * 10) / 10,
      });
      setText('');
      setFile(null);
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('timeline.voice.failed'));
    }
  };

  const voiceOptions = (voices.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }));
  return (
    <form
      aria-label={t('timeline.voice.formTitle')}
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h3 className="text-sm font-semibold text-fg">{t('timeline.voice.formTitle')}</h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-fg">
          {t('timeline.voice.line')}
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={2000}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('timeline.voice.linePlaceholder')}
          className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {speakers.length > 0 && (
          <SelectField
            label={t('timeline.voice.speaker')}
            value={speakerId}
            options={[
              { value: '', label: t('timeline.voice.noSpeaker') },
              ...speakers.map((candidate) => ({ value: candidate.id, label: candidate.name })),
            ]}
            onValueChange={setSpeakerId}
          />
        )}
        <SelectField
          label={t('timeline.voice.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          onValueChange={(value) => setLanguage(value as Language)}
        />
        {speaker ? (
          <p className="self-end pb-2 text-sm text-fg-muted">
            {t('timeline.voice.speakerVoice', { name: speaker.name })}
          </p>
        ) : (
          voiceChoice.isEnabled && (
            <SelectField
              label={t('timeline.voice.voice')}
              value={voice}
              options={voiceOptions}
              onValueChange={setVoice}
              disabled={voices.isPending || voiceOptions.length === 0 || Boolean(file)}
              error={voices.isError ? t('timeline.voice.voicesFailed') : undefined}
            />
          )
        )}
      </div>
      {!voiceChoice.isEnabled && <UpgradeHint feature={voiceChoice.feature} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-fg">
          {t('timeline.voice.orUpload')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={AUDIO_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm text-fg-muted file:mr-3 file:rounded-md file:border file:border-line file:bg-elevated file:px-3 file:py-1.5 file:text-fg"
        />
      </div>
      {(error ?? audio.error) && <Alert>{error ?? audio.error}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" isLoading={isBusy}>
          {t('timeline.voice.submit', { time: formatTimelineTime(offset) })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('ui.confirm.cancel')}
        </Button>
      </div>
    </form>
  );
}
