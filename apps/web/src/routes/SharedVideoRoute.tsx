import { useParams } from 'react-router';
import { SharedVideoPage } from '../features/shared-video';
import { PublicFrame } from './PublicFrame';

/** /v/{uuid}: the public page of a share link; no sign-in, nothing of the owner's project but the video. */
export function SharedVideoRoute() {
  const { uuid } = useParams();
  return (
    <PublicFrame>
      <SharedVideoPage shareId={uuid} />
    </PublicFrame>
  );
}
