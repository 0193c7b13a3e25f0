import { LipsyncPage } from '../features/lipsync';

/** /tools/lipsync: lip sync tool. */
export function LipsyncRoute() {
  return <LipsyncPage />;
}
