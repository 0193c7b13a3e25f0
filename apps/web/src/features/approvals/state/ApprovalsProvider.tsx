import type { ApprovalState, ShotApprovalState } from '@sym/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { useProjectDetails } from '../../projects';
import { useApprovalSummary, useSetApproval } from '../api/useApprovals';
import { ApprovalNoteDialog, type NoteRequest } from '../components/ApprovalNoteDialog';
import { ApprovalsContext, type ApprovalTarget, type ApprovalsContextValue } from './ApprovalsContext';

interface ApprovalsProviderProps {
  projectId: string;
  scenarioId: string;
  children: ReactNode;
}

/**
 * The episode's approvals for everything in the editor that shows or gives them (header counts, shot badges and
 * menus): one cached summary that live events keep current, and the note dialog.
 */
export function ApprovalsProvider({ projectId, scenarioId, children }: ApprovalsProviderProps) {
  const { t } = useTranslation();
  const role = useProjectDetails(projectId).data?.role;
  const isMember = role === 'owner' || role === 'collaborator' || role === 'member';
  const summaryQuery = useApprovalSummary(scenarioId, isMember);
  const { data: summary, isError: isSummaryError, refetch } = summaryQuery;
  const setApproval = useSetApproval(scenarioId);
  const [noteRequest, setNoteRequest] = useState<NoteRequest | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const { mutate, isPending } = setApproval;

  const byShot = useMemo(
    () => new Map<string, ShotApprovalState>(summary?.shots.map((state) => [state.shotId, state])),
    [summary],
  );

  const openNote = useCallback((target: ApprovalTarget, state: ApprovalState) => {
    setNoteError(null);
    setNoteRequest({ target, state });
  }, []);

  const quickSet = useCallback(
    (target: ApprovalTarget, state: ApprovalState) =>
      mutate(
        { shotId: target.shotId, state, note: '' },
        {
          onError: (error) => {
            setNoteRequest({ target, state });
            setNoteError(errorMessageOf(error, t('approvals.errors.save')));
          },
        },
      ),
    [mutate, t],
  );

  const handleSubmit = (note: string) => {
    if (!noteRequest) return;
    setNoteError(null);
    mutate(
      { shotId: noteRequest.target.shotId, state: noteRequest.state, note },
      {
        onSuccess: () => setNoteRequest(null),
        onError: (error) => setNoteError(errorMessageOf(error, t('approvals.errors.save'))),
      },
    );
  };

  const value = useMemo<ApprovalsContextValue>(
    () => ({
      scenarioId,
      isMember,
      summary,
      isSummaryError,
      retrySummary: () => void refetch(),
      stateOf: (shotId) => byShot.get(shotId),
      quickSet,
      openNote,
      isSaving: isPending,
    }),
    [scenarioId, isMember, summary, isSummaryError, refetch, byShot, quickSet, openNote, isPending],
  );

  return (
    <ApprovalsContext.Provider value={value}>
      {children}
      <ApprovalNoteDialog
        request={noteRequest}
        isSaving={isPending}
        error={noteError}
        onSubmit={handleSubmit}
        onClose={() => setNoteRequest(null)}
      />
    </ApprovalsContext.Provider>
  );
}
