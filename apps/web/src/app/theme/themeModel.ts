import {
  DEFAULT_THEME_MODE,
  STORAGE_KEYS,
  THEME_MODES,
  normalizeTheme,
  type Theme,
  type ThemeMode,
} from '@sym/contracts';
import { localStore } from '../../lib/storage/localStore';

const LIGHT_THEMES: ReadonlySet<Theme> = new Set(['light', 'high-contrast-light']);

export function isLightTheme(theme: Theme): boolean {
  return LIGHT_THEMES.has(theme);
}

/** The light or dark counterpart of a theme, keeping high contrast when it is on. */
export function themeForBrightness(theme: Theme, brightness: 'light' | 'dark'): Theme {
  const isHighContrast = theme.startsWith('high-contrast');
  if (brightness === 'light') return isHighContrast ? 'high-contrast-light' : 'light';
  return isHighContrast ? 'high-contrast-dark' : 'dark';
}

/** The toggle switches light and dark (spec §4). */
export function toggledTheme(theme: Theme): Theme {
  return themeForBrightness(theme, isLightTheme(theme) ? 'dark' : 'light');
}

export function systemBrightness(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** Saved theme (invalid values fall back to dark), else null when nothing was saved. */
export function readSavedTheme(): Theme | null {
  const saved = localStore.get(STORAGE_KEYS.theme);
  return saved === null ? null : normalizeTheme(saved);
}

export function readSavedMode(): ThemeMode {
  const saved = localStore.get(STORAGE_KEYS.themeMode);
  return (THEME_MODES as readonly string[]).includes(saved ?? '') ? (saved as ThemeMode) : DEFAULT_THEME_MODE;
}

/** Initial theme: the saved value, else the system preference. */
export function initialTheme(): Theme {
  return readSavedTheme() ?? themeForBrightness('dark', systemBrightness());
}

/** Applies a theme to <html>: data-theme for the CSS variables, .dark for Tailwind's dark variant. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle('dark', !isLightTheme(theme));
  root.style.colorScheme = isLightTheme(theme) ? 'light' : 'dark';
}
