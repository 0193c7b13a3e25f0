import { featureOfRoute, initialsOf, isSiteAdministrator } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../app/i18n';
import { ThemeToggle } from '../../../app/theme';
import { useTier } from '../../../app/tier';
import { Avatar, DropdownMenu, Icon, MENU_ITEM_CLASSES } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useLogout } from '../hooks/useLogout';
import { UserIdentity } from './UserIdentity';

/**
 * The pages of the menu after Settings: a professional page shows only with the feature its route needs (the
 * gate table's routes, contracts' feature-gates.ts); Administration only to site administrators.
 */
const ACCOUNT_PAGES = [
  { to: '/teams', icon: 'user', label: 'nav.teams' },
  { to: '/admin', icon: 'monitor', label: 'nav.administration', isAdminOnly: true },
  { to: '/white-label', icon: 'palette', label: 'nav.whiteLabel' },
  { to: '/analytics', icon: 'layers', label: 'nav.analytics' },
  { to: '/api-keys', icon: 'star', label: 'nav.apiKeys' },
] as const;

/**
 * Avatar button with the user's name, theme, language, Recycle Bin, Settings (where the account is deleted),
 * Administration (site administrators only), white label and API keys (professional edition) and Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const { isFeatureEnabled } = useTier();
  const isRouteOpen = (path: string) => {
    const feature = featureOfRoute(path);
    return feature === undefined || isFeatureEnabled(feature);
  };

  return (
    <DropdownMenu
      label={t('nav.userMenu')}
      trigger={<Avatar initials={initialsOf(user.name || user.email)} imageUrl={user.profilePicture} />}
    >
      {(close) => (
        <div className="flex flex-col">
          <UserIdentity user={user} />
          <div role="separator" className="my-1.5 h-px bg-line" />
          <ThemeToggle hasLabel isMenuItem />
          <LanguageSwitcher className="px-3 py-1.5" onChange={close} />
          <div role="separator" className="my-1.5 h-px bg-line" />
          <Link to="/recycling" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
            <Icon name="trash" className="size-4 text-fg-muted" />
            {t('nav.recycleBin')}
          </Link>
          <Link to="/settings" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
            <Icon name="settings" className="size-4 text-fg-muted" />
            {t('nav.accountSettings')}
          </Link>
          {ACCOUNT_PAGES.filter((page) =>
            'isAdminOnly' in page ? isSiteAdministrator(user) : isRouteOpen(page.to),
          ).map((page) => (
            <Link key={page.to} to={page.to} role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name={page.icon} className="size-4 text-fg-muted" />
              {t(page.label)}
            </Link>
          ))}
          <button type="button" role="menuitem" onClick={() => void logout()} className={MENU_ITEM_CLASSES}>
            <Icon name="logout" className="size-4 text-fg-muted" />
            {t('nav.logout')}
          </button>
        </div>
      )}
    </DropdownMenu>
  );
}
