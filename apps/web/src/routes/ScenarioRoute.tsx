import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /projects/{projectId}/scenarios/{scenarioId}: episode editor. */
export function ScenarioRoute() {
  return <LaterReleaseScreen page="scenario" isProjectSection />;
}
