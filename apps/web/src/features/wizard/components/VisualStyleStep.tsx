import { LIMITS, STYLE_PRESET_CATALOGUE, WIZARD_STYLE_PRESETS } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea } from '../../../ui';
import { PresetPicker } from '../../styles';
import { StyleReferenceField } from './StyleReferenceField';
import type { WizardStepProps } from './wizardStepProps';

const WIZARD_PRESETS = STYLE_PRESET_CATALOGUE.filter((preset) => WIZARD_STYLE_PRESETS.includes(preset.id));

/** Step 2: one of the wizard's five presets (with preview swatches), a custom description, a reference image. */
export function VisualStyleStep({ draft, update, issue }: WizardStepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <PresetPicker presets={WIZARD_PRESETS} value={draft.preset} onChange={(preset) => update({ preset })} />
      <AutoGrowTextarea
        label={t('wizard.style.customDescription')}
        placeholder={t('wizard.style.customPlaceholder')}
        value={draft.customStyle}
        maxLength={LIMITS.projectDescriptionMax}
        onValueChange={(customStyle) => update({ customStyle })}
        minRows={2}
        maxRows={6}
      />
      <StyleReferenceField
        value={draft.referenceImageUrl}
        onChange={(referenceImageUrl) => update({ referenceImageUrl })}
        error={issue === 'wizard.style.referenceInvalid' ? t(issue) : undefined}
      />
    </div>
  );
}
