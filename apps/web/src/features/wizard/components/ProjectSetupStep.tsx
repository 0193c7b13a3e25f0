import { ASPECT_RATIOS, LIMITS } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, TextField } from '../../../ui';
import { LanguagesField } from '../../projects';
import type { WizardDraft } from '../utils/wizardDraft';
import type { WizardStepProps } from './wizardStepProps';

/** Step 1: name (required), description, supported languages (English always) and aspect ratio. */
export function ProjectSetupStep({ draft, update, issue }: WizardStepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('wizard.setup.name')}
        value={draft.name}
        maxLength={LIMITS.nameMax}
        placeholder={t('wizard.setup.namePlaceholder')}
        onChange={(event) => update({ name: event.target.value })}
        error={issue === 'wizard.setup.nameRequired' ? t(issue) : undefined}
        autoFocus
      />
      <AutoGrowTextarea
        label={t('wizard.setup.description')}
        value={draft.description}
        maxLength={LIMITS.projectDescriptionMax}
        onValueChange={(description) => update({ description })}
        minRows={2}
        maxRows={6}
      />
      <LanguagesField value={draft.languages} onChange={(languages) => update({ languages })} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('wizard.setup.aspectRatio')}</legend>
        <div className="flex flex-wrap gap-2">
          {ASPECT_RATIOS.map((ratio) => (
            <label
              key={ratio}
              className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring ${
                draft.aspectRatio === ratio ? 'border-accent bg-accent-soft text-fg' : 'border-line text-fg-muted'
              }`}
            >
              <input
                type="radio"
                name="wizard-aspect-ratio"
                value={ratio}
                checked={draft.aspectRatio === ratio}
                onChange={() => update({ aspectRatio: ratio as WizardDraft['aspectRatio'] })}
                className="size-4 accent-accent"
              />
              {t(`wizard.setup.aspect.${ratio}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
