import type { StyleModuleView } from '@sym/contracts';
import { useStyleModules } from './useStyleModules';

export interface UsableStyleModules {
  /** The project's own modules. */
  projectModules: StyleModuleView[];
  /** The user's global library. */
  libraryModules: StyleModuleView[];
  isPending: boolean;
  error: unknown;
  /** The name of a module of either list, undefined when it is in neither (deleted, someone else's). */
  nameOf: (id: string) => string | undefined;
}

/**
 * The style modules a project's pictures may use (the server's rule): the project's own and the user's library.
 */
export function useUsableStyleModules(projectId: string): UsableStyleModules {
  const own = useStyleModules(projectId);
  const library = useStyleModules(null);
  const projectModules = own.data ?? [];
  const libraryModules = library.data ?? [];
  return {
    projectModules,
    libraryModules,
    isPending: own.isPending || library.isPending,
    error: own.error ?? library.error,
    nameOf: (id) => [...projectModules, ...libraryModules].find((module) => module.id === id)?.name,
  };
}
