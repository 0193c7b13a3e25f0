import { createContext } from 'react';
import type { UndoEntry } from './undoStack';

export interface EditorHistory {
  /** Remembers an edit that has been made, with how to take it back. */
  push: (entry: UndoEntry) => void;
  /** Takes back the newest edit; resolves false when there was none or taking it back failed. */
  undo: () => Promise<boolean>;
  /** Label of the edit Undo would take back, for the button's text. */
  nextLabel: string | undefined;
  isUndoing: boolean;
}

export const EditorHistoryContext = createContext<EditorHistory | null>(null);
