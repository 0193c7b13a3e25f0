import { ProjectsPage } from '../features/projects';

/** /projects: project list. */
export function ProjectsRoute() {
  return <ProjectsPage />;
}
