import { AnalyticsPage } from '../features/analytics';

/** /analytics: spend and activity of the user or one of their teams (professional edition). */
export function AnalyticsRoute() {
  return <AnalyticsPage />;
}
