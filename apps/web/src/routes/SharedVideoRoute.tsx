import { LaterReleaseScreen } from './LaterReleaseScreen';
import { PublicFrame } from './PublicFrame';

/** /v/{uuid}: public shared video page (no sign-in). */
export function SharedVideoRoute() {
  return (
    <PublicFrame>
      <LaterReleaseScreen page="sharedVideo" />
    </PublicFrame>
  );
}
