import { LaterReleaseScreen } from './LaterReleaseScreen';

/** /tools/lipsync: lip sync tool. */
export function LipsyncRoute() {
  return <LaterReleaseScreen page="lipsync" />;
}
