import { WhiteLabelPage } from '../features/white-label';

/** /white-label: the site's or a team's brand (professional edition). */
export function WhiteLabelRoute() {
  return <WhiteLabelPage />;
}
