import { useParams } from 'react-router';
import { ProjectAssetsPage } from '../features/assets';

/** /projects/{projectId}/assets: assets of a project. */
export function ProjectAssetsRoute() {
  const { projectId = '' } = useParams();
  // Keyed by project: folders and selection are per project.
  return <ProjectAssetsPage key={projectId} projectId={projectId} />;
}
