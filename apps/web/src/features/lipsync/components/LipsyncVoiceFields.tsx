import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, SelectField } from '../../../ui';
import { useVoices } from '../hooks/useLipsyncQueries';

/** Longest line the server accepts (LipsyncInput.text). */
export const LINE_MAX = 2000;

interface LipsyncVoiceFieldsProps {
  text: string;
  onTextChange: (text: string) => void;
  voice: string;
  onVoiceChange: (voice: string) => void;
  /** Voices are listed for this language. */
  language: string;
}

/** A line to speak and the voice that speaks it (the provider's default voice when none is chosen). */
export function LipsyncVoiceFields({ text, onTextChange, voice, onVoiceChange, language }: LipsyncVoiceFieldsProps) {
  const { t } = useTranslation();
  const voices = useVoices(language);
  const options = [
    { value: '', label: t('lipsync.voice.default') },
    ...(voices.data ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <AutoGrowTextarea
        label={t('lipsync.text.label')}
        value={text}
        onValueChange={onTextChange}
        minRows={2}
        maxRows={6}
        maxLength={LINE_MAX}
        placeholder={t('lipsync.text.placeholder')}
        hint={t('lipsync.text.hint', { length: text.length, max: LINE_MAX })}
      />
      <SelectField
        label={t('lipsync.voice.label')}
        value={voice}
        options={options}
        onValueChange={onVoiceChange}
        error={voices.isError ? t('lipsync.voice.failed') : undefined}
        aria-busy={voices.isPending || undefined}
      />
    </div>
  );
}
