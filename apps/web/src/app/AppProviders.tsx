import { getTierConfig, type Tier } from '@sym/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { ConfirmProvider } from '../ui';
import { ThemeProvider } from './theme';
import { TierProvider } from './tier';

interface AppProvidersProps {
  tier: Tier;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Query cache, edition, theme, session and the shared confirmation dialog, in dependency order. */
export function AppProviders({ tier, queryClient, children }: AppProvidersProps) {
  // The professional edition hides the theme toggle and keeps the dark theme (spec §2).
  const forcedTheme = getTierConfig(tier).theme.allowThemeToggle ? undefined : 'dark';
  return (
    <QueryClientProvider client={queryClient}>
      <TierProvider tier={tier}>
        <ThemeProvider forcedTheme={forcedTheme}>
          <AuthProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </AuthProvider>
        </ThemeProvider>
      </TierProvider>
    </QueryClientProvider>
  );
}
