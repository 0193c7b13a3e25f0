import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /recycling: recycle bin. */
export function RecyclingRoute() {
  return <LaterReleaseScreen page="recycling" />;
}
