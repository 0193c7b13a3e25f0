import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects/{projectId}/scenarios: project detail with its scenario list. */
export function ProjectScenariosRoute() {
  return <LaterReleaseScreen page="scenarios" isProjectSection />;
}
