import type { TranslationState, VoiceClip } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, Button } from '../../../../ui';

interface TranslationRowProps {
  number: number;
  line: VoiceClip;
  translation: VoiceClip | undefined;
  languageName: string;
  isSaving: boolean;
  onSave: (text: string) => Promise<void>;
}

/** What a line's translation is: none yet, the original kept, the text provider's, by hand; or being spoken. */
function stateOf(translation: VoiceClip | undefined): TranslationState | 'missing' | 'speaking' | 'failed' {
  if (!translation) return 'missing';
  if (translation.status === 'pending') return 'speaking';
  if (translation.status === 'failed') return 'failed';
  return translation.translation ?? 'manual';
}

/** One original line beside its translation, editable; saving speaks it again in that language. */
export function TranslationRow({ number, line, translation, languageName, isSaving, onSave }: TranslationRowProps) {
  const { t } = useTranslation();
  const saved = translation && translation.translation !== 'untranslated' ? translation.text : '';
  const [draft, setDraft] = useState(saved);
  const text = draft.trim();
  const isUntranslated = !translation || translation.translation === 'untranslated';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-canvas p-3" data-testid="translation-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-fg">
          <span className="mr-2 font-medium text-fg-muted">{number}.</span>
          {line.text || t('timeline.voice.uploaded')}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${isUntranslated ? 'border border-warning text-warning' : 'bg-accent-soft text-accent'}`}
        >
          {t(`timeline.translations.state.${stateOf(translation)}`)}
        </span>
      </div>
      <AutoGrowTextarea
        label={t('timeline.translations.field', { n: number, language: languageName })}
        isLabelHidden
        value={draft}
        onValueChange={setDraft}
        placeholder={line.text}
        minRows={1}
        maxRows={6}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          isLoading={isSaving}
          disabled={!text || text === saved}
          onClick={() => void onSave(text)}
        >
          {t('timeline.translations.save')}
        </Button>
      </div>
    </li>
  );
}
