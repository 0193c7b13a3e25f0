import type { AnalyticsInput } from '@sym/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsApi, analyticsKeys } from './analyticsApi';

/**
 * The report of a scope and period. The previous one stays on screen while another period or scope loads, so the
 * charts do not blink away at every change.
 */
export function useAnalyticsReport(input: AnalyticsInput, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: analyticsKeys.report(input),
    queryFn: () => analyticsApi.report(input),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
