import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Outlet } from 'react-router';
import { useCreditsUpdates } from '../../credits';
import { useProjectRoom } from '../../realtime';
import { ShortcutsProvider } from '../../shortcuts';
import { ProfessionalRouteGate, UpgradeNotices } from '../../upgrade';
import { useProjectRoute } from '../hooks/useProjectRoute';
import { Header } from './Header';

/**
 * Frame of every signed-in screen: header and the routed page; keeps the shown balance live, keeps the tab
 * in the room of the project on screen (every /projects/:projectId/... route, the episode editor too), and
 * opens the keyboard shortcut sheet on '?'. Routes of a professional feature the user lacks show the upgrade
 * prompt, and any call refused for one says so with the way to the plans.
 */
export function AppLayout() {
  const { t } = useTranslation();
  useCreditsUpdates();
  useProjectRoom(useProjectRoute());
  return (
    <ShortcutsProvider>
      <div className="flex min-h-dvh flex-col bg-canvas">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('app.skipToContent')}
        </a>
        <Header />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
        >
          <ProfessionalRouteGate>
            <Outlet />
          </ProfessionalRouteGate>
        </main>
        <UpgradeNotices />
      </div>
    </ShortcutsProvider>
  );
}
