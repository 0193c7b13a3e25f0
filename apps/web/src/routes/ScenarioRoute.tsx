import { useParams } from 'react-router';
import { ScenarioEditorPage } from '../features/scenario-editor';

/** /projects/{projectId}/scenarios/{scenarioId}: the episode editor. */
export function ScenarioRoute() {
  const { projectId = '', scenarioId = '' } = useParams();
  // Keyed by episode: selections, undo history and generation progress belong to one episode.
  return <ScenarioEditorPage key={scenarioId} projectId={projectId} scenarioId={scenarioId} />;
}
