import { useParams } from 'react-router';
import { ProjectAccessProvider } from '../features/projects';
import { ScenarioEditorPage } from '../features/scenario-editor';

/** /projects/{projectId}/scenarios/{scenarioId}: the episode editor, its edit controls following the user's role. */
export function ScenarioRoute() {
  const { projectId = '', scenarioId = '' } = useParams();
  // Keyed by episode: selections, undo history and generation progress belong to one episode.
  return (
    <ProjectAccessProvider projectId={projectId}>
      <ScenarioEditorPage key={scenarioId} projectId={projectId} scenarioId={scenarioId} />
    </ProjectAccessProvider>
  );
}
