import { STORY_MAX_CHARS } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, SelectField } from '../../../ui';
import { TARGET_DURATIONS } from '../utils/wizardDraft';
import type { WizardStepProps } from './wizardStepProps';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Step 3: the story, pasted or typed, and how long the episode should be. */
export function StoryStep({ draft, update, issue }: WizardStepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <AutoGrowTextarea
        label={t('wizard.story.label')}
        placeholder={t('wizard.story.placeholder')}
        value={draft.story}
        maxLength={STORY_MAX_CHARS}
        onValueChange={(story) => update({ story })}
        minRows={10}
        maxRows={24}
        hint={t('wizard.story.words', { count: wordCount(draft.story) })}
        error={issue === 'wizard.story.required' ? t(issue) : undefined}
        autoFocus
      />
      <SelectField
        label={t('wizard.story.targetDuration')}
        value={String(draft.targetDuration)}
        options={TARGET_DURATIONS.map((seconds) => ({
          value: String(seconds),
          label: t('wizard.story.seconds', { count: seconds }),
        }))}
        onValueChange={(value) => update({ targetDuration: Number(value) })}
        className="max-w-xs"
      />
    </div>
  );
}
