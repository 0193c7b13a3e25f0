import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects/{projectId}/styles: project styles library. */
export function ProjectStylesRoute() {
  return <LaterReleaseScreen page="projectStyles" isProjectSection />;
}
