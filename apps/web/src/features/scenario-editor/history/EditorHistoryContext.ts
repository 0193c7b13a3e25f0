import { createContext } from 'react';
import type { UndoEntry } from './undoStack';

export interface EditorHistory {
  /** Remembers an edit that has been made, with how to take it back and make it again. */
  push: (entry: UndoEntry) => void;
  /** Takes back the newest edit; resolves false when there was none or taking it back failed. */
  undo: () => Promise<boolean>;
  /** Makes the most recently undone edit again; resolves false when there was none or it failed. */
  redo: () => Promise<boolean>;
  /** Label of the edit Undo would take back, for the button's text. */
  nextLabel: string | undefined;
  /** Label of the edit Redo would make again. */
  nextRedoLabel: string | undefined;
  /** An undo or a redo is running. */
  isUndoing: boolean;
}

export const EditorHistoryContext = createContext<EditorHistory | null>(null);
