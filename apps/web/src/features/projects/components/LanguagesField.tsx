import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useGatedControl } from '../../../app/tier';
import { UpgradeHint } from '../../upgrade';

interface LanguagesFieldProps {
  value: readonly Language[];
  onChange: (languages: Language[]) => void;
  isDisabled?: boolean;
  error?: string;
}

/** The languages of LANGUAGES in their listed order, always with English (spec §3, §5). */
export function withEnglish(languages: readonly Language[]): Language[] {
  const chosen = new Set<Language>([FALLBACK_LANGUAGE, ...languages]);
  return LANGUAGES.filter((language) => chosen.has(language));
}

/**
 * Multi-select of the six content languages; English is always included and cannot be removed. More than one
 * language besides English is multi-language (the professional edition's): without it, once one is chosen the
 * others wait for the upgrade (a language already chosen can always be taken away).
 */
export function LanguagesField({ value, onChange, isDisabled = false, error }: LanguagesFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const selected = new Set(withEnglish(value));
  const several = useGatedControl('languages.several');
  const isAtBaseLimit = !several.isEnabled && selected.size > 1;

  const toggle = (language: Language, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) next.add(language);
    else next.delete(language);
    onChange(withEnglish([...next]));
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId} disabled={isDisabled}>
      <legend className="mb-1 text-sm font-medium text-fg">{t('projects.form.languages')}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => {
          const isEnglish = language === FALLBACK_LANGUAGE;
          const isChecked = selected.has(language);
          const isLocked = isEnglish || isDisabled || (isAtBaseLimit && !isChecked);
          return (
            <label
              key={language}
              className={`inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm transition-colors ${
                isChecked ? 'border-accent bg-accent-soft text-fg' : 'border-line bg-canvas text-fg-muted'
              } ${isLocked ? 'cursor-default' : 'cursor-pointer hover:border-line-strong'} ${
                isLocked && !isChecked ? 'opacity-60' : ''
              }`}
            >
              <input
                type="checkbox"
                checked={isChecked}
                disabled={isLocked}
                onChange={(event) => toggle(language, event.target.checked)}
                className="size-4 accent-accent"
              />
              {LANGUAGE_NAMES[language]}
            </label>
          );
        })}
      </div>
      <p id={hintId} className={`text-xs ${error ? 'text-danger' : 'text-fg-muted'}`}>
        {error ?? t('projects.form.languagesHint')}
      </p>
      {isAtBaseLimit && !isDisabled && <UpgradeHint feature={several.feature} />}
    </fieldset>
  );
}
