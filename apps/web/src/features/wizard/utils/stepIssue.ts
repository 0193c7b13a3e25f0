import { MediaUrl } from '@sym/contracts';
import { selectedAssets, type WizardDraft } from './wizardDraft';

/** What keeps the user on a step (spec §5 texts), as an i18n key; null when Next may go on. */
export type StepIssue =
  'wizard.setup.nameRequired' | 'wizard.style.referenceInvalid' | 'wizard.story.required' | 'wizard.assets.required';

export function stepIssue(draft: WizardDraft): StepIssue | null {
  if (draft.step === 1 && draft.name.trim() === '') return 'wizard.setup.nameRequired';
  const reference = draft.referenceImageUrl.trim();
  if (draft.step === 2 && reference && !MediaUrl.safeParse(reference).success) return 'wizard.style.referenceInvalid';
  if (draft.step === 3 && draft.story.trim() === '') return 'wizard.story.required';
  if (draft.step === 4 && selectedAssets(draft.assets).length === 0) return 'wizard.assets.required';
  return null;
}
