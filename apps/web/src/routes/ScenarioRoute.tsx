import { useParams } from 'react-router';
import { StoryboardPage } from '../features/episode-editor';

/** /projects/{projectId}/scenarios/{scenarioId}: the episode's storyboard (the first part of its editor). */
export function ScenarioRoute() {
  const { projectId = '', scenarioId = '' } = useParams();
  // Keyed by episode: generation progress and selections belong to one episode.
  return <StoryboardPage key={scenarioId} projectId={projectId} scenarioId={scenarioId} />;
}
