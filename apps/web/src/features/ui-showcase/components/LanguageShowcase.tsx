import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ContentLanguageSelector } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

/** Supported-language checkboxes (English always on) driving the content-language selector. */
export function LanguageShowcase() {
  const { t } = useTranslation();
  const [supported, setSupported] = useState<readonly Language[]>(['en', 'de', 'ja']);
  const [current, setCurrent] = useState<Language>('en');
  const shown = supported.includes(current) ? current : FALLBACK_LANGUAGE;

  const toggle = (language: Language, isOn: boolean) =>
    setSupported((languages) =>
      isOn
        ? LANGUAGES.filter((item) => item === language || languages.includes(item))
        : languages.filter((item) => item !== language),
    );

  return (
    <ShowcaseSection
      id="content-language"
      title={t('showcase.sections.language.title')}
      description={t('showcase.sections.language.description')}
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-2 text-xs font-medium tracking-wide text-fg-muted uppercase">
            {t('showcase.language.supported')}
          </legend>
          {LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={supported.includes(language)}
                disabled={language === FALLBACK_LANGUAGE}
                onChange={(event) => toggle(language, event.target.checked)}
                className="size-4 accent-accent"
              />
              {LANGUAGE_NAMES[language]}
            </label>
          ))}
        </fieldset>
        <div className="flex min-h-9 flex-wrap items-center gap-4">
          <ContentLanguageSelector languages={supported} value={shown} onChange={setCurrent} />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {supported.length > 1
              ? t('showcase.language.current', { language: LANGUAGE_NAMES[shown] })
              : t('showcase.language.hidden')}
          </p>
        </div>
      </div>
    </ShowcaseSection>
  );
}
