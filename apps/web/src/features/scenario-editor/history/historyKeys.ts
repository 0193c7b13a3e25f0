/** Keys that name the editor's history, shared by the storyboard's and the script tab's shortcuts. */
interface HistoryKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const isCommand = (event: HistoryKeyEvent) => (event.ctrlKey || event.metaKey) && !event.altKey;

/** Ctrl/Cmd+Z. */
export function isUndoKey(event: HistoryKeyEvent): boolean {
  return isCommand(event) && !event.shiftKey && event.key.toLowerCase() === 'z';
}

/** Ctrl/Cmd+Shift+Z, or Ctrl/Cmd+Y as on Windows. */
export function isRedoKey(event: HistoryKeyEvent): boolean {
  if (!isCommand(event)) return false;
  const key = event.key.toLowerCase();
  return (event.shiftKey && key === 'z') || (!event.shiftKey && key === 'y');
}
