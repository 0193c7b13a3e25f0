import { useParams } from 'react-router';
import { EpisodeEditorPage } from '../features/episode-editor';

/** /projects/{projectId}/scenarios/{scenarioId}: the episode editor. */
export function ScenarioRoute() {
  const { projectId = '', scenarioId = '' } = useParams();
  // Keyed by episode: selections, undo history and generation progress belong to one episode.
  return <EpisodeEditorPage key={scenarioId} projectId={projectId} scenarioId={scenarioId} />;
}
