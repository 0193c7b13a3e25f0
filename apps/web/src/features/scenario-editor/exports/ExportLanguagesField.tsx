import { LANGUAGE_NAMES, type Language } from '@sym/contracts';
import { useGatedControl } from '../../../app/tier';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { UpgradeHint } from '../../upgrade';

interface ExportLanguagesFieldProps {
  /** The episode's languages, its main one first. */
  languages: readonly Language[];
  value: readonly Language[];
  onChange: (languages: Language[]) => void;
}

/**
 * The languages of an export's audio (and subtitle) streams, in the episode's order, at least one; the first
 * ticked is the one players start with. Several are the professional edition's (multi_lang). Nothing to choose for
 * an episode in one language.
 */
export function ExportLanguagesField({ languages, value, onChange }: ExportLanguagesFieldProps) {
  const { t } = useTranslation();
  const control = useGatedControl('exports.languages');
  if (languages.length <= 1) return null;
  const toggle = (language: Language, isOn: boolean) => {
    const next = languages.filter((each) => (each === language ? isOn : value.includes(each)));
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('exports.form.languages.legend')}</legend>
      {control.isEnabled ? (
        <>
          <div className="flex flex-wrap gap-4">
            {languages.map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  checked={value.includes(language)}
                  disabled={value.length === 1 && value[0] === language}
                  onChange={(event) => toggle(language, event.target.checked)}
                  className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
                />
                {LANGUAGE_NAMES[language]}
              </label>
            ))}
          </div>
          <p className="text-xs text-fg-muted">{t('exports.form.languages.hint')}</p>
        </>
      ) : (
        <>
          <p className="text-sm text-fg">{LANGUAGE_NAMES[languages[0]!]}</p>
          <UpgradeHint feature={control.feature} />
        </>
      )}
    </fieldset>
  );
}
