import type { Shot } from '@sym/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useProjectDetails } from '../../projects';
import { TakesPanel } from '../components/TakesPanel';
import { TakeUndoToast } from '../components/TakeUndoToast';
import { TakesContext, type TakesContextValue } from './TakesContext';
import { useTakeActions } from './useTakeActions';

interface TakesProviderProps {
  projectId: string;
  scenarioId: string;
  shots: readonly Shot[];
  children: ReactNode;
}

/**
 * The episode editor's takes: one panel for the shot it was opened on (from its card or the shot editor) and the
 * undo toast, which stays at the bottom of the window once the panel is closed.
 */
export function TakesProvider({ projectId, scenarioId, shots, children }: TakesProviderProps) {
  const role = useProjectDetails(projectId).data?.role;
  // A seat on the project: its owner, a collaborator, or a member of its team (not a public project's visitor).
  const isMember = role === 'owner' || role === 'collaborator' || role === 'member';
  const [openShotId, setOpenShotId] = useState<string | null>(null);
  const actions = useTakeActions(scenarioId, shots);
  const { clearChooseError } = actions;

  const open = useCallback(
    (shotId: string) => {
      clearChooseError();
      setOpenShotId(shotId);
    },
    [clearChooseError],
  );
  const close = useCallback(() => setOpenShotId(null), []);

  const value = useMemo<TakesContextValue>(
    () => ({ scenarioId, shots, isMember, openShotId, open, close, ...actions }),
    [scenarioId, shots, isMember, openShotId, open, close, actions],
  );
  const shot = openShotId ? shots.find((item) => item.id === openShotId) : undefined;

  return (
    <TakesContext.Provider value={value}>
      {children}
      {/* Keyed by shot: the comparison picked for one shot does not carry over to the next. */}
      {shot ? <TakesPanel key={shot.id} context={value} shot={shot} /> : <TakeUndoToast isFloating />}
    </TakesContext.Provider>
  );
}
