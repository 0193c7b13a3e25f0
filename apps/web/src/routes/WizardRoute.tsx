import { StoryWizardPage } from '../features/wizard';

/** /wizard: the guided wizard from a story to a project. */
export function WizardRoute() {
  return <StoryWizardPage />;
}
