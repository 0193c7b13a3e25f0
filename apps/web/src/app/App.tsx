import type { Tier } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { FullPageLoading } from '../ui';
import { AppProviders } from './AppProviders';
import { AppErrorBoundary } from './errors';
import './i18n/i18n';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** The edition shown (branding). */
  tier: Tier;
  /** The site tier the server announced (features and limits); defaults to the edition. */
  siteTier?: Tier;
  queryClient: QueryClient;
}

/** The whole application: error boundary, providers and the router. */
export function App({ router, tier, siteTier, queryClient }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders tier={tier} siteTier={siteTier} queryClient={queryClient}>
        {/* Suspends while a non-English language file loads at start-up. */}
        <Suspense fallback={<FullPageLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </AppErrorBoundary>
  );
}
