import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects/{projectId}/assets: assets of a project. */
export function ProjectAssetsRoute() {
  return <LaterReleaseScreen page="assets" isProjectSection />;
}
