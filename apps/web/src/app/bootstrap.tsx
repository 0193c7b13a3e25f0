import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { resolveAppTier, resolveSiteTier } from '../lib/tier/resolveAppTier';
import { App } from './App';
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
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App
        router={createBrowserRouter(appRoutes)}
        tier={resolveAppTier()}
        siteTier={resolveSiteTier()}
        queryClient={createQueryClient()}
      />
    </StrictMode>,
  );
  return root;
}
