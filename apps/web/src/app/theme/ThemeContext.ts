import type { Theme, ThemeMode } from '@sym/contracts';
import { createContext } from 'react';

export interface ThemeContextValue {
  /** The theme in effect (a forced theme wins over the user's choice). */
  theme: Theme;
  mode: ThemeMode;
  /** False in the professional edition, where the theme is fixed. */
  canToggle: boolean;
  setTheme(theme: Theme): void;
  setMode(mode: ThemeMode): void;
  toggleTheme(): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
