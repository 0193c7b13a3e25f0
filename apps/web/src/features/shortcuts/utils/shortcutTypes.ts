/**
 * A key as the sheet prints it: a named key (translated: 'mod' is Ctrl, or ⌘ on a Mac), or a character
 * typed as is ('Z', '?').
 */
export type NamedKey =
  | 'mod'
  | 'shift'
  | 'alt'
  | 'space'
  | 'delete'
  | 'enter'
  | 'esc'
  | 'home'
  | 'end'
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'arrows';

export type ShortcutKey = NamedKey | (string & {});

/** One thing a screen does on a key: the key combinations (any of them works) and what it does. */
export interface Shortcut {
  /** Each combination is pressed together; a second one is an alternative ('Ctrl+Shift+Z or Ctrl+Y'). */
  combos: readonly (readonly ShortcutKey[])[];
  label: string;
}

/** The shortcuts of one part of a screen, under a heading ('Storyboard', 'Timeline'). */
export interface ShortcutGroup {
  id: string;
  title: string;
  shortcuts: readonly Shortcut[];
}
