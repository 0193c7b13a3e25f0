import { RecycleBinPage } from '../features/recycle-bin';

/** /recycling: recycle bin. */
export function RecyclingRoute() {
  return <RecycleBinPage />;
}
