import { Navigate, useParams } from 'react-router';
import { projectSectionPath } from '../features/shell';

/** /projects/{id} → /projects/{id}/scenarios */
export function ProjectRedirectRoute() {
  const { projectId = '' } = useParams();
  return <Navigate to={projectSectionPath(projectId, 'scenarios')} replace />;
}
