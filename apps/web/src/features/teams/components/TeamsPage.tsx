import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { EmptyState, LoadingError, PageHeader, SkeletonList } from '../../../ui';
import { useMyTeams } from '../api/useTeamQueries';
import { useTeamUpdates } from '../api/useTeamUpdates';
import { NewTeamForm } from './NewTeamForm';
import { TeamDetail } from './TeamDetail';
import { TeamList } from './TeamList';
import { teamPath } from '../paths';

/** /teams and /teams/{teamId}: the user's teams, a form for a new one, and the chosen team's members. */
export function TeamsPage({ teamId }: { teamId?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('pages.teams.title');
  useDocumentTitle(title);
  const list = useMyTeams();
  useTeamUpdates();
  const selected = teamId ? list.teams.find((team) => team.id === teamId) : undefined;

  let teams;
  if (list.isPending) teams = <SkeletonList rows={2} rowClassName="h-20 rounded-xl" />;
  else if (list.isError)
    teams = (
      <LoadingError operation={t('teams.operation')} detail={list.error.message} onReload={() => void list.refetch()} />
    );
  else if (list.teams.length === 0)
    teams = <EmptyState isCompact icon="user" title={t('teams.empty.title')} message={t('teams.empty.message')} />;
  else teams = <TeamList teams={list.teams} selectedId={selected?.id ?? null} />;

  let detail = null;
  if (selected) detail = <TeamDetail key={selected.id} team={selected} />;
  else if (teamId && list.isSuccess)
    detail = <EmptyState icon="search" title={t('teams.notFound.title')} message={t('teams.notFound.message')} />;
  else if (list.teams.length > 0)
    detail = <EmptyState icon="user" title={t('teams.choose.title')} message={t('teams.choose.message')} />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('teams.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          {teams}
          <NewTeamForm onCreated={(team) => navigate(teamPath(team.id))} />
        </div>
        {detail && <div className="min-w-0">{detail}</div>}
      </div>
    </div>
  );
}
