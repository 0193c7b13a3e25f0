import { AppLayout } from '../features/shell';

/** The header layout of every signed-in screen; it loads beside the first signed-in screen, not in the entry. */
export function AppLayoutRoute() {
  return <AppLayout />;
}
