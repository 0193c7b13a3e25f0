import { STORAGE_KEYS } from '@sym/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, initialTheme, readSavedMode, readSavedTheme, toggledTheme } from './themeModel';

function preferLight(isLight: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isLight && query.includes('light') }));
}

describe('theme model', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the saved theme and falls back to dark for an invalid one', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'high-contrast-light');
    expect(initialTheme()).toBe('high-contrast-light');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'neon');
    expect(readSavedTheme()).toBe('dark');
  });

  it('follows the system preference when nothing is saved', () => {
    preferLight(true);
    expect(initialTheme()).toBe('light');
    preferLight(false);
    expect(initialTheme()).toBe('dark');
  });

  it('toggles light and dark, keeping high contrast', () => {
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
    expect(toggledTheme('high-contrast-dark')).toBe('high-contrast-light');
    expect(toggledTheme('high-contrast-light')).toBe('high-contrast-dark');
  });

  it('reads the mode setting with system as default', () => {
    expect(readSavedMode()).toBe('system');
    window.localStorage.setItem(STORAGE_KEYS.themeMode, 'light');
    expect(readSavedMode()).toBe('light');
    window.localStorage.setItem(STORAGE_KEYS.themeMode, 'sepia');
    expect(readSavedMode()).toBe('system');
  });

  it('applies the theme to <html> as data-theme and the dark class', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    applyTheme('high-contrast-dark');
    expect(document.documentElement.dataset.theme).toBe('high-contrast-dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
