import { getTierConfig, type Tier } from '@sym/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth } from '../features/auth';
import { ConfirmProvider } from '../ui';
import { ThemeProvider } from './theme';
import { EntitlementProvider, TierProvider } from './tier';

interface AppProvidersProps {
  /** The edition shown (branding). */
  tier: Tier;
  /** The site tier the server announced (features and limits); defaults to the edition. */
  siteTier?: Tier;
  queryClient: QueryClient;
  children: ReactNode;
}

/** The signed-in user's own tier raises the site's feature flags, as on the server. */
function UserEntitlement({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <EntitlementProvider userTier={user?.tier}>{children}</EntitlementProvider>;
}

/** Query cache, edition, theme, session and the shared confirmation dialog, in dependency order. */
export function AppProviders({ tier, siteTier, queryClient, children }: AppProvidersProps) {
  // The professional edition hides the theme toggle and keeps the dark theme (spec §2).
  const forcedTheme = getTierConfig(tier).theme.allowThemeToggle ? undefined : 'dark';
  return (
    <QueryClientProvider client={queryClient}>
      <TierProvider tier={tier} siteTier={siteTier}>
        <ThemeProvider forcedTheme={forcedTheme}>
          <AuthProvider>
            <UserEntitlement>
              <ConfirmProvider>{children}</ConfirmProvider>
            </UserEntitlement>
          </AuthProvider>
        </ThemeProvider>
      </TierProvider>
    </QueryClientProvider>
  );
}
