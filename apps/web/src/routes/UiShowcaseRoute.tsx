import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /ui-showcase: UI showcase. */
export function UiShowcaseRoute() {
  return <LaterReleaseScreen page="uiShowcase" />;
}
