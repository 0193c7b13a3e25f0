import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /credits: credits balance, plans and usage. */
export function CreditsRoute() {
  return <LaterReleaseScreen page="credits" />;
}
