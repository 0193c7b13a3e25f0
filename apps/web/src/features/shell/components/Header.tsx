import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, NavLink } from 'react-router';
import { BrandTitle, useTier } from '../../../app/tier';
import { NotificationBell } from '../../notifications';
import { useProjectRoute } from '../hooks/useProjectRoute';
import { headerLinkClasses } from '../navStyles';
import { CreditsLink } from './CreditsLink';
import { MobileMenu } from './MobileMenu';
import { ProjectNameLabel } from './ProjectNameLabel';
import { ProjectTabs } from './ProjectTabs';
import { UserMenu } from './UserMenu';

// Loaded after the first screen: presence shows only inside a project, and an access loss only follows a project
// room, so the collaboration layer (its event schemas, Zod) stays out of the first page's scripts.
const ProjectPresence = lazy(() =>
  import('../../collaboration').then((collaboration) => ({ default: collaboration.ProjectPresence })),
);
const AccessLostNotice = lazy(() =>
  import('../../collaboration').then((collaboration) => ({ default: collaboration.AccessLostNotice })),
);

/** App header: brand, global links, the notification bell, credits, user menu; the project's name and tabs inside a project. */
export function Header() {
  const { t } = useTranslation();
  const { brand } = useTier();
  const projectId = useProjectRoute();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <MobileMenu />
        <Link
          to="/projects"
          aria-label={t('app.homeLink', { brand: brand.title })}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <BrandTitle />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
          <NavLink to="/projects" className={headerLinkClasses}>
            {t('nav.projects')}
          </NavLink>
          <NavLink to="/styles" className={headerLinkClasses}>
            {t('nav.styles')}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {projectId && (
            <Suspense fallback={null}>
              <ProjectPresence projectId={projectId} placement="header" />
            </Suspense>
          )}
          <NotificationBell />
          <CreditsLink />
          <div className="hidden md:block">
            <UserMenu />
          </div>
        </div>
      </div>
      {projectId && (
        <div className="border-t border-line">
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
            <ProjectNameLabel projectId={projectId} />
            <div className="min-w-0 flex-1">
              <ProjectTabs projectId={projectId} />
            </div>
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        <AccessLostNotice />
      </Suspense>
    </header>
  );
}
