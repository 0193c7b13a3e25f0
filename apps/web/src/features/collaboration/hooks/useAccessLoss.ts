import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureCollaborationBound } from '../state/collaborationRuntime';

/**
 * Leaves a project this tab lost access to (collaborator removed, project deleted or made private): goes to
 * /projects and returns the loss to show, with its dismiss.
 */
export function useAccessLoss() {
  const store = ensureCollaborationBound();
  const loss = useSyncExternalStore(store.subscribe, store.getAccessLoss, store.getAccessLoss);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!loss) return;
    if (pathname.startsWith(`/projects/${loss.projectId}`)) void navigate('/projects', { replace: true });
  }, [loss, pathname, navigate]);
  return { loss, dismiss: store.dismissAccessLoss };
}
