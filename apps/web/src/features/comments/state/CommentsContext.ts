import type { ReviewComment, Shot } from '@sym/contracts';
import { createContext, useContext } from 'react';
import type { MentionMember } from '../utils/mentions';
import type { PanelFilter } from '../utils/threads';

/** How to open the panel: on one shot's threads, or at one comment (a notification's link). */
export interface OpenRequest {
  shotId?: string | null;
  commentId?: string;
}

/**
 * The editor's player while one is on screen (the timeline's preview): a new comment takes its time, and a thread
 * made at a time moves it there.
 */
export interface CommentsPlayer {
  /** Where the player is now, in seconds. */
  getTime: () => number;
  seek: (time: number) => void;
}

export interface CommentsContextValue {
  projectId: string;
  scenarioId: string;
  /** The episode's shots in sequence order (targets and their "Shot n" labels). */
  shots: readonly Shot[];
  members: readonly MentionMember[];
  /** Only members (owner, collaborators) see and write comments. */
  isMember: boolean;
  userId: string;
  /** The episode's comments; undefined while loading or after a failure (see `listQuery`). */
  comments: readonly ReviewComment[] | undefined;
  listQuery: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  openCounts: ReadonlyMap<string, number>;
  isOpen: boolean;
  filter: PanelFilter;
  shotId: string | null;
  /** The comment to bring into view and mark (a deep link); null once the user moves on. */
  focusCommentId: string | null;
  /** Bumped on every open, so the panel takes the focus again. */
  openCount: number;
  /** The player in reach of the comments, or null when none is on screen. */
  player: CommentsPlayer | null;
  /** A player says it is there (and, with null, that it left). */
  setPlayer: (player: CommentsPlayer | null) => void;
  open: (request?: OpenRequest) => void;
  close: () => void;
  setFilter: (filter: PanelFilter) => void;
  setShotId: (shotId: string | null) => void;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

/** The episode's comments and panel, or null outside the episode editor (a card shown alone has no badge). */
export function useCommentsContext(): CommentsContextValue | null {
  return useContext(CommentsContext);
}
