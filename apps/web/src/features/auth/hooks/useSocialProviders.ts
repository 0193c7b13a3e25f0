import { SOCIAL_PROVIDERS, type SocialProvider } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi';

/** Social providers configured on the server; an unreachable list counts as none configured. */
export function useSocialProviders() {
  const query = useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: authApi.socialProviders,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const configured = new Set(query.data?.providers ?? []);
  return {
    isLoading: query.isPending,
    isConfigured: (provider: SocialProvider) => configured.has(provider),
    providers: SOCIAL_PROVIDERS,
  };
}
