import type { TFunction } from 'i18next';
import type { NamedKey, ShortcutKey } from './shortcutTypes';

const SYMBOLS: Partial<Record<NamedKey, string>> = { left: '←', right: '→', up: '↑', down: '↓', arrows: '←↑↓→' };
const MAC_SYMBOLS: Partial<Record<NamedKey, string>> = { mod: '⌘', shift: '⇧', alt: '⌥' };
const TRANSLATED = ['mod', 'shift', 'alt', 'space', 'delete', 'enter', 'esc', 'home', 'end'] as const;
type TranslatedKey = (typeof TRANSLATED)[number];

export const isMacPlatform = () => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform);

const isTranslated = (key: ShortcutKey): key is TranslatedKey => (TRANSLATED as readonly string[]).includes(key);

/** How a key reads on the sheet: arrows as arrows, Ctrl as ⌘ on a Mac, key names in the user's language. */
export function keyLabel(t: TFunction, key: ShortcutKey, isMac = isMacPlatform()): string {
  const symbol = (isMac ? MAC_SYMBOLS[key as NamedKey] : undefined) ?? SYMBOLS[key as NamedKey];
  if (symbol) return symbol;
  if (isTranslated(key)) return t(`shortcuts.keys.${key}`);
  return key;
}
