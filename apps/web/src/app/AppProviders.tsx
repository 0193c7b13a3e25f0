import { getTierConfig, type Tier } from '@sym/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { ThemeProvider } from './theme';
import { TierProvider } from './tier';

interface AppProvidersProps {
  tier: Tier;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Query cache, edition, theme and session, in the order they depend on each other. */
export function AppProviders({ tier, queryClient, children }: AppProvidersProps) {
  // The professional edition hides the theme toggle and keeps the dark theme (spec §2).
  const forcedTheme = getTierConfig(tier).theme.allowThemeToggle ? undefined : 'dark';
  return (
    <QueryClientProvider client={queryClient}>
      <TierProvider tier={tier}>
        <ThemeProvider forcedTheme={forcedTheme}>
          <AuthProvider>{children}</AuthProvider>
        </ThemeProvider>
      </TierProvider>
    </QueryClientProvider>
  );
}
