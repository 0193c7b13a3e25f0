import { useMatch } from 'react-router';

/** The project id when the current path is inside /projects/{projectId}/..., else null. */
export function useProjectRoute(): string | null {
  const match = useMatch('/projects/:projectId/*');
  return match?.params.projectId ?? null;
}
