import { LANGUAGE_NAMES, type Language } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';

interface ContentLanguageSelectorProps {
  /** Languages the content exists in (a project's supported languages). */
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
  /** Defaults to 'Content language'. */
  label?: string;
  isLabelHidden?: boolean;
  className?: string;
}

/**
 * Chooses which language of multilingual content to show or edit. Renders nothing when only one
 * language is supported (spec §2).
 */
export function ContentLanguageSelector({
  languages,
  value,
  onChange,
  label,
  isLabelHidden = false,
  className = '',
}: ContentLanguageSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  if (languages.length <= 1) return null;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'text-xs whitespace-nowrap text-fg-muted'}>
        {label ?? t('ui.contentLanguage.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        className="h-9 rounded-lg border border-line bg-canvas px-2 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
