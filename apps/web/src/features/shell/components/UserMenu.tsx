import { initialsOf, isSiteAdministrator } from '@sym/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../app/i18n';
import { ThemeToggle } from '../../../app/theme';
import { useGatedControl, useTier } from '../../../app/tier';
import { Avatar, DropdownMenu, Icon, MENU_ITEM_CLASSES } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useLogout } from '../hooks/useLogout';
import { UserIdentity } from './UserIdentity';

/**
 * Avatar button with the user's name, theme, language, Recycle Bin, Settings (where the account is deleted),
 * Administration (site administrators only), white label and API keys (professional edition) and Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const { isFeatureEnabled } = useTier();
  const apiKeys = useGatedControl('userMenu.apiKeys');

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
          {isFeatureEnabled('team_management') && (
            <Link to="/teams" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name="user" className="size-4 text-fg-muted" />
              {t('nav.teams')}
            </Link>
          )}
          {isSiteAdministrator(user) && (
            <Link to="/admin" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name="monitor" className="size-4 text-fg-muted" />
              {t('nav.administration')}
            </Link>
          )}
          {isFeatureEnabled('white_label') && (
            <Link to="/white-label" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name="palette" className="size-4 text-fg-muted" />
              {t('nav.whiteLabel')}
            </Link>
          )}
          {isFeatureEnabled('analytics') && (
            <Link to="/analytics" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name="layers" className="size-4 text-fg-muted" />
              {t('nav.analytics')}
            </Link>
          )}
          {apiKeys.isEnabled && (
            <Link to="/api-keys" role="menuitem" onClick={close} className={MENU_ITEM_CLASSES}>
              <Icon name="star" className="size-4 text-fg-muted" />
              {t('nav.apiKeys')}
            </Link>
          )}
          <button type="button" role="menuitem" onClick={() => void logout()} className={MENU_ITEM_CLASSES}>
            <Icon name="logout" className="size-4 text-fg-muted" />
            {t('nav.logout')}
          </button>
        </div>
      )}
    </DropdownMenu>
  );
}
