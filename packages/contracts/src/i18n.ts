/** Interface languages (spec §1): all listed; en, de, ja have complete text. */
export const LANGUAGES = ['en', 'de', 'ja', 'it', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const COMPLETE_LANGUAGES: readonly Language[] = ['en', 'de', 'ja'];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/** Themes of spec §4; anything else falls back to dark. */
export const THEMES = ['dark', 'light', 'high-contrast-dark', 'high-contrast-light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'system';

export function normalizeTheme(value: unknown): Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as Theme) : DEFAULT_THEME;
}

/** Storage keys the client keeps (spec §3 client-only data). */
export const STORAGE_KEYS = {
  accessToken: 'sym.accessToken',
  refreshToken: 'sym.refreshToken',
  user: 'sym.user',
  theme: 'sym.theme',
  themeMode: 'sym.themeMode',
  language: 'i18nextLng',
  tierOverride: 'sym.tierOverride',
  loggingOut: 'sym.loggingOut',
  projectFilter: 'sym.projectFilter',
  projectSort: 'sym.projectSort',
  projectOrder: 'sym.projectOrder',
  assetFolders: 'sym.assetFolders',
  expandedFolders: 'sym.expandedFolders',
} as const;
