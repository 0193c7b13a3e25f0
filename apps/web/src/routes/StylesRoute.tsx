import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /styles: global styles library. */
export function StylesRoute() {
  return <LaterReleaseScreen page="styles" />;
}
