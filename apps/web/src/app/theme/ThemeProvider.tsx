import { STORAGE_KEYS, normalizeTheme, type Theme, type ThemeMode } from '@sym/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { localStore } from '../../lib/storage/localStore';
import { ThemeContext, type ThemeContextValue } from './ThemeContext';
import {
  applyTheme,
  initialTheme,
  isLightTheme,
  readSavedMode,
  readSavedTheme,
  systemBrightness,
  themeForBrightness,
  toggledTheme,
} from './themeModel';

interface ThemeProviderProps {
  children: ReactNode;
  /** A theme that overrides the user's choice (the professional edition is always dark). */
  forcedTheme?: Theme;
}

export function ThemeProvider({ children, forcedTheme }: ThemeProviderProps) {
  const [chosenTheme, setChosenTheme] = useState<Theme>(initialTheme);
  const [mode, setModeState] = useState<ThemeMode>(readSavedMode);
  const theme = forcedTheme ?? chosenTheme;

  useLayoutEffect(() => applyTheme(theme), [theme]);

  // With mode "system" and no explicit choice, follow the operating system live.
  useEffect(() => {
    if (mode !== 'system' || readSavedTheme() !== null || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const handleChange = () => setChosenTheme((current) => themeForBrightness(current, systemBrightness()));
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, [mode]);

  const setTheme = useCallback((next: Theme) => {
    const normalized = normalizeTheme(next);
    localStore.set(STORAGE_KEYS.theme, normalized);
    setChosenTheme(normalized);
  }, []);

  const setMode = useCallback(
    (next: ThemeMode) => {
      localStore.set(STORAGE_KEYS.themeMode, next);
      setModeState(next);
      if (next === 'system') {
        localStore.remove(STORAGE_KEYS.theme);
        setChosenTheme((current) => themeForBrightness(current, systemBrightness()));
      } else {
        setTheme(themeForBrightness(chosenTheme, next));
      }
    },
    [chosenTheme, setTheme],
  );

  const toggleTheme = useCallback(() => {
    const next = toggledTheme(chosenTheme);
    localStore.set(STORAGE_KEYS.themeMode, isLightTheme(next) ? 'light' : 'dark');
    setModeState(isLightTheme(next) ? 'light' : 'dark');
    setTheme(next);
  }, [chosenTheme, setTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, mode, canToggle: forcedTheme === undefined, setTheme, setMode, toggleTheme }),
    [theme, mode, forcedTheme, setTheme, setMode, toggleTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
