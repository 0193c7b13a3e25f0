import { ProjectScenariosPage } from '../features/projects';

/** /projects/{projectId}/scenarios: project detail with its scenario list. */
export function ProjectScenariosRoute() {
  return <ProjectScenariosPage />;
}
