import { useParams } from 'react-router';
import { ReviewPage } from '../features/review';
import { PublicFrame } from './PublicFrame';

/** /r/{token}: a review link's page; no sign-in, only what the link shows (storyboard, player, comments). */
export function ReviewRoute() {
  const { token } = useParams();
  return (
    <PublicFrame>
      <ReviewPage token={token} />
    </PublicFrame>
  );
}
