import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects/{projectId}/settings: project settings. */
export function ProjectSettingsRoute() {
  return <LaterReleaseScreen page="projectSettings" isProjectSection />;
}
