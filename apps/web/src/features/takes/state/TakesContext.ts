import type { Shot, ShotVersion } from '@sym/contracts';
import { createContext, useContext } from 'react';

/** What the undo toast says after a take became current, and the take to go back to (none: nothing to undo). */
export interface TakeToast {
  kind: 'used' | 'uploaded' | 'undone';
  shotId: string;
  sequence: number;
  /** The take that became current ("v3"); empty for an upload (numbered once the list is read again). */
  label: string;
  previous: { generationId: string; label: string } | null;
  error: string | null;
}

export interface TakesContextValue {
  scenarioId: string;
  shots: readonly Shot[];
  /** Only members see takes; using and uploading one is checked again by the server (write access). */
  isMember: boolean;
  openShotId: string | null;
  open: (shotId: string) => void;
  close: () => void;
  toast: TakeToast | null;
  dismissToast: () => void;
  /** "Use this take": makes it current, remembering the current one of its kind for undo. */
  chooseTake: (take: ShotVersion, takes: readonly ShotVersion[]) => Promise<void>;
  /** After an upload of one's own take: it is current now; `previous` is the picture or video that was. */
  tookUpload: (shotId: string, previous: ShotVersion | null) => void;
  undo: () => void;
  isBusy: boolean;
  /** Why the last "Use this take" failed, shown in the panel. */
  chooseError: string | null;
  clearChooseError: () => void;
}

export const TakesContext = createContext<TakesContextValue | null>(null);

/** The episode's takes panel and undo toast, or null outside the episode editor. */
export function useTakesContext(): TakesContextValue | null {
  return useContext(TakesContext);
}
