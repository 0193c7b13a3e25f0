export { ShortcutsProvider } from './components/ShortcutsProvider';
export { useRegisterShortcuts } from './hooks/useRegisterShortcuts';
export { isDialogOpen, isTypingTarget } from './utils/isTypingTarget';
export type { Shortcut, ShortcutGroup, ShortcutKey } from './utils/shortcutTypes';
