import { createContext } from 'react';
import type { ShortcutGroup } from '../utils/shortcutTypes';

export interface ShortcutRegistry {
  /** Lists a group on the sheet while the part of the screen it belongs to is shown; returns its removal. */
  register: (group: ShortcutGroup) => () => void;
}

/** Null outside the signed-in frame (public pages, components tested alone): registering does nothing there. */
export const ShortcutsContext = createContext<ShortcutRegistry | null>(null);
