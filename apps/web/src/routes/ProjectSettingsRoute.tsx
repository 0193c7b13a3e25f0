import { ProjectSettingsPage } from '../features/projects';

/** /projects/{projectId}/settings: project settings. */
export function ProjectSettingsRoute() {
  return <ProjectSettingsPage />;
}
