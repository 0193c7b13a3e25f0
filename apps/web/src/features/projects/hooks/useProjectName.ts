import { useEffect } from 'react';
import { isUnauthorizedError } from '../../../lib/errors';
import { useProject } from '../api/useProjectQueries';

/**
 * The name of the project the header shows on project routes (project.get). Spec §8: a 401 clears it
 * silently; any other failure is logged and clears it.
 */
export function useProjectName(projectId: string | null): string | null {
  const { data, error } = useProject(projectId);
  useEffect(() => {
    if (error && !isUnauthorizedError(error)) console.error('Failed to load the project for the header', error);
  }, [error]);
  if (error || !data || data.id !== projectId) return null;
  return data.name;
}
