import type { Shot } from '@sym/contracts';
import type { ReactNode } from 'react';
import { ScenarioApprovals } from '../../approvals';
import { ScenarioTakes } from '../../takes';

interface ScenarioReviewProvidersProps {
  projectId: string;
  scenarioId: string;
  shots: readonly Shot[];
  children: ReactNode;
}

/** The episode's approvals and takes for everything in the editor that shows them (header, shot cards, shot editor). */
export function ScenarioReviewProviders({ projectId, scenarioId, shots, children }: ScenarioReviewProvidersProps) {
  return (
    <ScenarioApprovals projectId={projectId} scenarioId={scenarioId}>
      <ScenarioTakes projectId={projectId} scenarioId={scenarioId} shots={shots}>
        {children}
      </ScenarioTakes>
    </ScenarioApprovals>
  );
}
