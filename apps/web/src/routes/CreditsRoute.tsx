import { CreditsPage } from '../features/credits';

/** /credits: credits balance, plans and usage. */
export function CreditsRoute() {
  return <CreditsPage />;
}
