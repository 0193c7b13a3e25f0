export { StoryWizardPage } from './components/StoryWizardPage';
