import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation';

interface LanguageSwitcherProps {
  className?: string;
  /** Keeps the label for screen readers only (compact toolbars). */
  isLabelHidden?: boolean;
  /** Called after a language was chosen (menus close themselves). */
  onChange?: (language: Language) => void;
}

/** Select of the six interface languages; the choice is cached in localStorage by the detector. */
export function LanguageSwitcher({ className = '', isLabelHidden = false, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : 'en';

  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'text-sm text-fg-muted'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const language = event.target.value as Language;
          void i18n.changeLanguage(language);
          onChange?.(language);
        }}
        className="rounded-md border border-line bg-elevated px-2 py-1 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
