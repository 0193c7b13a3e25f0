import type { WizardDraftApi } from '../hooks/useWizardDraft';
import type { StepIssue } from '../utils/stepIssue';
import type { WizardDraft } from '../utils/wizardDraft';

/** What every step gets: the draft, a way to change it, and the issue Next found on it (if any). */
export interface WizardStepProps {
  draft: WizardDraft;
  update: WizardDraftApi['update'];
  issue: StepIssue | null;
}
