import { useTranslation } from '../../../lib/i18n/useTranslation';
import { NavLink } from 'react-router';
import { LanguageSwitcher } from '../../../app/i18n';
import { ThemeToggle } from '../../../app/theme';
import { useTier } from '../../../app/tier';
import { Icon, MENU_ITEM_CLASSES } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useLogout } from '../hooks/useLogout';
import { useProjectRoute } from '../hooks/useProjectRoute';
import { PROJECT_SECTIONS, projectSectionPath } from '../projectSections';
import { CreditsLink } from './CreditsLink';
import { UserIdentity } from './UserIdentity';

const activeItem = ({ isActive }: { isActive: boolean }) =>
  `${MENU_ITEM_CLASSES} ${isActive ? 'bg-elevated font-medium' : ''}`;

/** Content of the slide-in menu: identity, navigation, project section, preferences, account settings, logout. */
export function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const projectId = useProjectRoute();
  const { isFeatureEnabled } = useTier();

  return (
    <>
      <div className="flex items-start justify-between gap-2 border-b border-line p-2">
        <UserIdentity user={user} />
        <button
          type="button"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
          className="grid size-9 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon name="close" />
        </button>
      </div>

      <div className="flex-1 overflow-y-auto p-2">
        <nav aria-label={t('nav.main')} className="flex flex-col gap-0.5">
          <NavLink to="/projects" end onClick={onClose} className={activeItem}>
            {t('nav.projects')}
          </NavLink>
          <NavLink to="/styles" onClick={onClose} className={activeItem}>
            {t('nav.styles')}
          </NavLink>
          {isFeatureEnabled('team_management') && (
            <NavLink to="/teams" onClick={onClose} className={activeItem}>
              {t('nav.teams')}
            </NavLink>
          )}
          {isFeatureEnabled('white_label') && (
            <NavLink to="/white-label" onClick={onClose} className={activeItem}>
              {t('nav.whiteLabel')}
            </NavLink>
          )}
          <div className="flex items-center justify-between px-3 py-1.5 text-sm text-fg">
            {t('nav.credits')}
            <CreditsLink />
          </div>
        </nav>

        {projectId && (
          <nav aria-label={t('nav.projectTabs')} className="mt-3 flex flex-col gap-0.5 border-t border-line pt-3">
            <p className="px-3 pb-1 text-xs font-medium tracking-wider text-fg-subtle uppercase">{t('nav.project')}</p>
            {PROJECT_SECTIONS.map((section) => (
              <NavLink
                key={section}
                to={projectSectionPath(projectId, section)}
                onClick={onClose}
                className={activeItem}
              >
                {t(`nav.${section}`)}
              </NavLink>
            ))}
          </nav>
        )}

        <section aria-label={t('nav.preferences')} className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
          <LanguageSwitcher className="px-3 py-1.5" />
          <ThemeToggle hasLabel />
        </section>
      </div>

      <div className="flex flex-col gap-0.5 border-t border-line p-2">
        <NavLink to="/recycling" onClick={onClose} className={activeItem}>
          <Icon name="trash" className="size-4 text-fg-muted" />
          {t('nav.recycleBin')}
        </NavLink>
        <NavLink to="/settings" onClick={onClose} className={activeItem}>
          <Icon name="settings" className="size-4 text-fg-muted" />
          {t('nav.accountSettings')}
        </NavLink>
        <button type="button" onClick={() => void logout()} className={MENU_ITEM_CLASSES}>
          <Icon name="logout" className="size-4 text-fg-muted" />
          {t('nav.logout')}
        </button>
      </div>
    </>
  );
}
