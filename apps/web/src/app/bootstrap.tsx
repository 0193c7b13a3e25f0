import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { startStoredSessionSocket } from '../features/auth';
import { resolveAppTier, resolveSiteTier } from '../lib/tier/resolveAppTier';
import { App } from './App';
import { i18nReady, loadAllStrings } from './i18n';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes';
import { applyTheme, initialTheme } from './theme';

/**
 * Mounts the app into #root; throws when the element is missing (spec §8). The edition and site tier come from
 * the meta tags the server put into the page (its APP_TIER), so a site needs no build of its own.
 */
export function startApp(container: HTMLElement | null = document.getElementById('root')): Root {
  if (!container) throw new Error('Root element #root not found');
  // Applied before the first render so a light-theme user does not see a dark flash.
  applyTheme(initialTheme());
  // Before the router asks for the first page's code, so the socket's code and connection do not queue behind it.
  startStoredSessionSocket();
  const router = createBrowserRouter(appRoutes);
  // The rest of English once the first screen's code and strings are in, so it does not compete with them.
  void Promise.all([routerInitialized(router), i18nReady]).then(() => loadAllStrings());
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App router={router} tier={resolveAppTier()} siteTier={resolveSiteTier()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  return root;
}

/** Resolves when the router has loaded the code of the first page's routes (or failed to). */
function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
