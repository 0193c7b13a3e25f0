import type { Shot } from '@sym/contracts';
import type { ReactNode } from 'react';
import { CommentsProvider } from '../state/CommentsProvider';
import { useCommentsContext } from '../state/CommentsContext';
import { CommentsPanel } from './CommentsPanel';

interface ScenarioCommentsProps {
  projectId: string;
  scenarioId: string;
  shots: readonly Shot[];
  children: ReactNode;
}

/** Leaves room for the docked panel on wide screens, so it covers none of the editor's controls. */
function PanelRoom({ children }: { children: ReactNode }) {
  const context = useCommentsContext();
  const isDocked = Boolean(context?.isMember && context.isOpen);
  return <div className={isDocked ? 'lg:pr-[26rem]' : undefined}>{children}</div>;
}

/**
 * The episode editor with its comments: everything inside can show them (toggle, shot badges), and the panel
 * docks at the right edge while open.
 */
export function ScenarioComments({ projectId, scenarioId, shots, children }: ScenarioCommentsProps) {
  return (
    <CommentsProvider projectId={projectId} scenarioId={scenarioId} shots={shots}>
      <PanelRoom>{children}</PanelRoom>
      <CommentsPanel />
    </CommentsProvider>
  );
}
