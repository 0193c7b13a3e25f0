import type { Shot } from '@sym/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth';
import { useComments } from '../api/useComments';
import { useProjectMembers } from '../hooks/useProjectMembers';
import { openThreadCounts } from '../utils/threads';
import { CommentsContext, type CommentsContextValue, type CommentsPlayer } from './CommentsContext';
import { usePanelState } from './usePanelState';

/** The address parameter a notification links with: the episode opens with the panel at that comment. */
export const COMMENT_PARAM = 'comment';

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

interface CommentsProviderProps {
  projectId: string;
  scenarioId: string;
  shots: readonly Shot[];
  children: ReactNode;
}

/**
 * The episode's comments for everything in the editor that shows them (panel, toggle, shot badges, shot editor,
 * preview player): one cached list that live events keep current, the project's members, the panel's state and
 * the player on screen, if any. `?comment=<id>` opens the panel at that comment and then leaves the address.
 */
export function CommentsProvider({ projectId, scenarioId, shots, children }: CommentsProviderProps) {
  const user = useCurrentUser();
  const { members, isMember } = useProjectMembers(projectId);
  const list = useComments(scenarioId, isMember);
  const { isOpen, filter, shotId, focusCommentId, openCount, open, close, setFilter, setShotId } = usePanelState();
  const [player, setPlayer] = useState<CommentsPlayer | null>(null);
  const [params, setParams] = useSearchParams();
  const linkedComment = params.get(COMMENT_PARAM);

  useEffect(() => {
    if (!linkedComment) return;
    open({ commentId: linkedComment });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COMMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkedComment, open, setParams]);

  const comments = list.data;
  const openCounts = useMemo(() => (comments ? openThreadCounts(comments) : NO_COUNTS), [comments]);
  const { isPending, isError, error, refetch } = list;
  const value = useMemo<CommentsContextValue>(
    () => ({
      projectId,
      scenarioId,
      shots,
      members,
      isMember,
      userId: user.id,
      comments,
      listQuery: { isPending, isError, error, refetch: () => void refetch() },
      openCounts,
      isOpen,
      filter,
      shotId,
      focusCommentId,
      openCount,
      player,
      setPlayer,
      open,
      close,
      setFilter,
      setShotId,
    }),
    // prettier-ignore
    [projectId, scenarioId, shots, members, isMember, user.id, comments, isPending, isError, error, refetch, openCounts,
      isOpen, filter, shotId, focusCommentId, openCount, player, open, close, setFilter, setShotId],
  );
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>;
}
