import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects: project list. */
export function ProjectsRoute() {
  return <LaterReleaseScreen page="projects" />;
}
