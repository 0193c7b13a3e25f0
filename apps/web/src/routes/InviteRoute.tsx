import { useParams } from 'react-router';
import { InvitePage } from '../features/teams';
import { PublicFrame } from './PublicFrame';

/** /invite/{token}: a team invitation's link; open signed out too, where it asks to sign in first. */
export function InviteRoute() {
  const { token = '' } = useParams();
  return (
    <PublicFrame>
      <InvitePage token={token} />
    </PublicFrame>
  );
}
