import { useTranslation } from '../../lib/i18n/useTranslation';
import { Icon, MENU_ITEM_CLASSES } from '../../ui';
import { isLightTheme } from './themeModel';
import { useTheme } from './useTheme';

interface ThemeToggleProps {
  /** Shows the target mode as text beside the icon (menus); icon only otherwise. */
  hasLabel?: boolean;
  /** Renders as an entry of a role="menu" (the user menu). */
  isMenuItem?: boolean;
  className?: string;
}

/** Switches light and dark; renders nothing where the edition fixes the theme. */
export function ThemeToggle({ hasLabel = false, isMenuItem = false, className = '' }: ThemeToggleProps) {
  const { t } = useTranslation();
  const { theme, canToggle, toggleTheme } = useTheme();
  if (!canToggle) return null;
  const isLight = isLightTheme(theme);

  return (
    <button
      type="button"
      aria-label={t('theme.toggle')}
      role={isMenuItem ? 'menuitem' : undefined}
      aria-pressed={isMenuItem ? undefined : !isLight}
      title={t('theme.toggle')}
      onClick={toggleTheme}
      className={
        hasLabel
          ? `${MENU_ITEM_CLASSES} ${className}`
          : `inline-flex size-9 items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`
      }
    >
      <Icon name={isLight ? 'moon' : 'sun'} className={hasLabel ? 'size-4 text-fg-muted' : 'size-4'} />
      {hasLabel && <span aria-hidden="true">{isLight ? t('theme.dark') : t('theme.light')}</span>}
    </button>
  );
}
