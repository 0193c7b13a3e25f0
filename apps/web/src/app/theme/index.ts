export { ThemeProvider } from './ThemeProvider';
export { ThemeToggle } from './ThemeToggle';
export { useTheme } from './useTheme';
export type { ThemeContextValue } from './ThemeContext';
export { applyTheme, initialTheme, isLightTheme, toggledTheme } from './themeModel';
