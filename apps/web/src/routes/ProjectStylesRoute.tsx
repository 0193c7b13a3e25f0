import { useParams } from 'react-router';
import { StylesLibraryPage } from '../features/styles';

/** /projects/{projectId}/styles: project styles library. */
export function ProjectStylesRoute() {
  const { projectId = '' } = useParams();
  return <StylesLibraryPage key={projectId} projectId={projectId} />;
}
