import { useSyncExternalStore } from 'react';
import { ensureCollaborationBound } from '../state/collaborationRuntime';
import { EMPTY_PROJECT_STATE, type ProjectCollabState } from '../state/collaborationState';

/** The live collaboration state of a project room (empty outside one). */
export function useProjectCollab(projectId: string | null | undefined): ProjectCollabState {
  const store = ensureCollaborationBound();
  const read = () => (projectId ? store.project(projectId) : EMPTY_PROJECT_STATE);
  return useSyncExternalStore(store.subscribe, read, read);
}
