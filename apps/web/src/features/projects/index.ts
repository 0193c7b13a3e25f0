export { ProjectsPage } from './components/ProjectsPage';
export { ProjectScenariosPage } from './components/episodes/ProjectScenariosPage';
export { ProjectSettingsPage } from './components/settings/ProjectSettingsPage';
export { useProjectName } from './hooks/useProjectName';
export { projectKeys, episodeKeys, seriesKeys } from './api/queryKeys';
export { formatDuration } from './utils/formatDuration';
export { projectPath, episodePath } from './paths';
