import { LANGUAGE_NAMES, originalLines, translationOf, type Language, type VoiceClip } from '@sym/contracts';
import { useId, useState } from 'react';
import { useGatedControl } from '../../../../app/tier';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, Icon } from '../../../../ui';
import { UpgradeHint } from '../../../upgrade';
import { TranslationRow } from './TranslationRow';
import { useLineTranslations } from './useLineTranslations';

interface LineTranslationsProps {
  scenarioId: string;
  /** A further language of the episode (not its main one). */
  language: Language;
  /** Every voice clip of the episode, translations included. */
  clips: readonly VoiceClip[];
}

/**
 * The episode's lines in one of its further languages: each original line beside its translation, which the text
 * provider fills in (offline: kept as it is, marked untranslated) or the user writes; a saved line is spoken in
 * that language. Translations are the professional edition's (multi_lang).
 */
export function LineTranslations({ scenarioId, language, clips }: LineTranslationsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const control = useGatedControl('timeline.translations');
  const { translateAll, put } = useLineTranslations(scenarioId, language);
  const [error, setError] = useState<string | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const lines = originalLines(clips).filter((clip) => clip.text.trim());
  const languageName = LANGUAGE_NAMES[language];
  const missing = lines.filter((line) => !translationOf(clips, line.id, language)).length;

  const failed = (failure: unknown) =>
    setError(failure instanceof Error && failure.message ? failure.message : t('timeline.translations.failed'));
  const handleTranslateAll = async () => {
    setError(null);
    await translateAll.mutateAsync().catch(failed);
  };
  const handleSave = async (clipId: string, text: string) => {
    setError(null);
    setSavingId(clipId);
    await put.mutateAsync({ clipId, text }).catch(failed);
    setSavingId(null);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {t('timeline.translations.title', { language: languageName })}
        </h2>
        {control.isEnabled && lines.length > 0 && (
          <Button
            size="sm"
            isLoading={translateAll.isPending}
            disabled={missing === 0}
            onClick={() => void handleTranslateAll()}
          >
            <Icon name="sparkles" className="size-4" />
            {t('timeline.translations.translateAll', { count: missing })}
          </Button>
        )}
      </div>
      {!control.isEnabled ? (
        <UpgradeHint feature={control.feature} />
      ) : lines.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('timeline.translations.empty')}</p>
      ) : (
        <>
          <p className="text-xs text-fg-muted">{t('timeline.translations.hint', { language: languageName })}</p>
          {error && <Alert>{error}</Alert>}
          <ol className="flex flex-col gap-2">
            {lines.map((line, index) => {
              const translation = translationOf(clips, line.id, language);
              return (
                <TranslationRow
                  // A new translation (or its new words from elsewhere) starts the field again.
                  key={`${line.id}:${translation?.id ?? ''}:${translation?.updatedAt ?? ''}`}
                  number={index + 1}
                  line={line}
                  translation={translation}
                  languageName={languageName}
                  isSaving={savingId === line.id}
                  onSave={(text) => handleSave(line.id, text)}
                />
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
