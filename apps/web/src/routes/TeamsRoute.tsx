import { useParams } from 'react-router';
import { TeamsPage } from '../features/teams';

/** /teams and /teams/{teamId}: the user's teams and one team's members (professional edition). */
export function TeamsRoute() {
  const { teamId } = useParams();
  return <TeamsPage teamId={teamId} />;
}
