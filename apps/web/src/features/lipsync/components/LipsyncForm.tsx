import { LANGUAGES, LANGUAGE_NAMES, formatDuration, shotDuration, type Language, type Shot } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField } from '../../../ui';
import { GenerateButton, isGenerationBusy } from '../../generation';
import type { LipsyncRequest } from '../api/lipsyncApi';
import { useLipsyncRun } from '../hooks/useLipsyncRun';
import { LipsyncClipField } from './LipsyncClipField';
import { LipsyncResult } from './LipsyncResult';
import { LipsyncSourcePicker, type LipsyncSource } from './LipsyncSourcePicker';
import { LipsyncVoiceFields } from './LipsyncVoiceFields';

interface LipsyncFormProps {
  /** The episode's project: its lip-sync and speech models' prices are shown. */
  projectId: string;
  scenarioId: string;
  shot: Shot;
  /** The episode's content language: what the server speaks in when no language is chosen. */
  defaultLanguage?: Language;
}

/**
 * The lip-sync of one shot: a line and a voice, or a voice clip; an optional language; the run with its cost
 * and progress; then the video it made.
 */
export function LipsyncForm({ projectId, scenarioId, shot, defaultLanguage = 'en' }: LipsyncFormProps) {
  const { t } = useTranslation();
  const { state, resultUrl, costFor, run } = useLipsyncRun(projectId, scenarioId, shot.id);
  const [source, setSource] = useState<LipsyncSource>('text');
  const [text, setText] = useState('');
  const [voice, setVoice] = useState('');
  const [audioUrl, setAudioUrl] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const isBusy = isGenerationBusy(state);

  const request: LipsyncRequest =
    source === 'text'
      ? { text: text.trim() || undefined, voice: voice || undefined, language: language || undefined }
      : { audioUrl: audioUrl || undefined, language: language || undefined };
  const hasVoice = Boolean(request.text ?? request.audioUrl);
  const hasVisual = Boolean(shot.videoUrl ?? shot.imageUrl);
  const unavailableReason = !hasVisual ? t('lipsync.needsVisual') : !hasVoice ? t('lipsync.needsAudio') : null;
  const languageOptions = [
    { value: '', label: t('lipsync.language.episode', { language: LANGUAGE_NAMES[defaultLanguage] }) },
    ...LANGUAGES.map((item) => ({ value: item, label: LANGUAGE_NAMES[item] })),
  ];

  return (
    <div className="flex flex-col gap-5">
      <fieldset disabled={isBusy} className="flex flex-col gap-5">
        <LipsyncSourcePicker value={source} onChange={setSource} />
        {source === 'text' ? (
          <LipsyncVoiceFields
            text={text}
            onTextChange={setText}
            voice={voice}
            onVoiceChange={setVoice}
            language={language || defaultLanguage}
          />
        ) : (
          <LipsyncClipField scenarioId={scenarioId} shotId={shot.id} value={audioUrl} onChange={setAudioUrl} />
        )}
        <SelectField
          label={t('lipsync.language.label')}
          value={language}
          options={languageOptions}
          onValueChange={(value) => {
            setLanguage(value as Language | '');
            // Voices are listed per language: a voice of the previous one may not be offered any more.
            setVoice('');
          }}
        />
      </fieldset>
      {/* The server fits the result to the shot's timeline length, never the other way round. */}
      <p className="text-xs text-fg-muted">
        {t('lipsync.keepsLength', { duration: formatDuration(shotDuration(shot)) })}
      </p>
      <GenerateButton
        label={t('lipsync.run')}
        cost={costFor(request)}
        state={state}
        unavailableReason={unavailableReason}
        onGenerate={() => void run(request)}
      />
      {resultUrl && state.phase === 'completed' && <LipsyncResult url={resultUrl} shotSequence={shot.sequence} />}
    </div>
  );
}
