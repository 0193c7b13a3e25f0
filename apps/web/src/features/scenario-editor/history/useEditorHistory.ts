import { useContext } from 'react';
import { EditorHistoryContext, type EditorHistory } from './EditorHistoryContext';

/** The episode editor's undo history: `push` after an edit succeeded, `undo` on Ctrl/Cmd+Z. */
export function useEditorHistory(): EditorHistory {
  const history = useContext(EditorHistoryContext);
  if (!history) throw new Error('useEditorHistory must be used inside <EditorHistoryProvider>');
  return history;
}
