export { ProjectsPage } from './components/ProjectsPage';
export { ProjectScenariosPage } from './components/scenarios/ProjectScenariosPage';
export { ProjectSettingsPage } from './components/settings/ProjectSettingsPage';
export { useProjectName } from './hooks/useProjectName';
export { useProject, useProjectDetails, useSeriesList } from './api/useProjectQueries';
export { projectKeys, scenarioKeys, seriesKeys } from './api/queryKeys';
export { projectPath, scenarioPath } from './paths';
export { LanguagesField } from './components/LanguagesField';
// Settings pieces the episode settings reuse (same form rules and layout as the project settings).
export { withEnglish } from './components/LanguagesField';
export { SaveBar } from './components/settings/SaveBar';
export { useValidationText } from './hooks/useValidationText';
export { validateNamed, hasErrors } from './utils/formValidation';
export { explainError, fieldErrorsOf } from './utils/errorText';
export { projectLiveHandlers } from './realtime/applyProjectEvents';
export { ProjectAccessProvider } from './components/ProjectAccessProvider';
