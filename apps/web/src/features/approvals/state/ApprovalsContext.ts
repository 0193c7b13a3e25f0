import type { ApprovalSummary, ApprovalState, ShotApprovalState } from '@sym/contracts';
import { createContext, useContext } from 'react';

/** What a verdict is about: one shot (with its number, for the texts) or the whole episode. */
export interface ApprovalTarget {
  shotId?: string;
  sequence?: number;
}

export interface ApprovalsContextValue {
  scenarioId: string;
  /** Only members (owner, collaborators) see and give verdicts in the editor. */
  isMember: boolean;
  /** The episode's summary; undefined while loading or after a failure. */
  summary: ApprovalSummary | undefined;
  isSummaryError: boolean;
  retrySummary: () => void;
  stateOf: (shotId: string) => ShotApprovalState | undefined;
  /** Gives a verdict without a note (one click "Approve"); a failure opens the note dialog with the error. */
  quickSet: (target: ApprovalTarget, state: ApprovalState) => void;
  /** Opens the dialog that asks for a note before giving the verdict. */
  openNote: (target: ApprovalTarget, state: ApprovalState) => void;
  /** A verdict is on its way. */
  isSaving: boolean;
}

export const ApprovalsContext = createContext<ApprovalsContextValue | null>(null);

/** The episode's approvals, or null outside the episode editor (a card shown alone has no badge). */
export function useApprovalsContext(): ApprovalsContextValue | null {
  return useContext(ApprovalsContext);
}
