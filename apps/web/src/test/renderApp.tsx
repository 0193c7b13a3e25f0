import { STORAGE_KEYS, type Tier } from '@sym/contracts';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import '../app/i18n/i18n';
import { createQueryClient } from '../app/queryClient';
import { appRoutes } from '../app/routes';
// The app loads its live-update appliers with the first project room; loading them here up front means no such
// import is still in flight when a test file ends and its environment is torn down.
import '../features/realtime/live/startLiveUpdates';
import { FullPageLoading } from '../ui';

interface RenderAppOptions {
  isSignedIn?: boolean;
  tier?: Tier;
}

/** Renders the real route table and providers at `path`, optionally with stored tokens. */
export function renderApp(path: string, { isSignedIn = false, tier = 'sym' }: RenderAppOptions = {}) {
  if (isSignedIn) {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-0');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-0');
  }
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders tier={tier} queryClient={queryClient}>
      <Suspense fallback={<FullPageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
