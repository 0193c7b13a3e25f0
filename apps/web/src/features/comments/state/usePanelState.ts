import { useCallback, useState } from 'react';
import type { PanelFilter } from '../utils/threads';
import type { OpenRequest } from './CommentsContext';

interface PanelState {
  isOpen: boolean;
  filter: PanelFilter;
  shotId: string | null;
  focusCommentId: string | null;
  openCount: number;
}

const CLOSED: PanelState = { isOpen: false, filter: 'open', shotId: null, focusCommentId: null, openCount: 0 };

/** Whether the comments panel is open, its filters and the comment it was opened at. */
export function usePanelState() {
  const [state, setState] = useState<PanelState>(CLOSED);
  const open = useCallback((request: OpenRequest = {}) => {
    setState((current) => {
      // A link to one comment shows every thread, so a resolved or filtered-out one is there to see.
      if (request.commentId) {
        return {
          ...current,
          isOpen: true,
          filter: 'all',
          shotId: null,
          focusCommentId: request.commentId,
          openCount: current.openCount + 1,
        };
      }
      const shotId = request.shotId === undefined ? current.shotId : request.shotId;
      return { ...current, isOpen: true, shotId, focusCommentId: null, openCount: current.openCount + 1 };
    });
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false, focusCommentId: null })), []);
  const setFilter = useCallback(
    (filter: PanelFilter) => setState((current) => ({ ...current, filter, focusCommentId: null })),
    [],
  );
  const setShotId = useCallback(
    (shotId: string | null) => setState((current) => ({ ...current, shotId, focusCommentId: null })),
    [],
  );
  return { ...state, open, close, setFilter, setShotId };
}
