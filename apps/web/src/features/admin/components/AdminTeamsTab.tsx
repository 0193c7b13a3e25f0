import { ADMIN_PAGE_DEFAULT, type AdminTeam } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import { Button, EmptyState, LoadingError, OutcomeMessage, SearchInput, SkeletonList, type Outcome } from '../../../ui';
import { useAdminTeams, useGrantTeamCredits } from '../api/useAdmin';
import { AdminPager } from './AdminPager';
import { GrantCreditsDialog } from './GrantCreditsDialog';

const COLUMNS = ['team', 'owner', 'members', 'balance', 'created'] as const;

/** The site's teams with their shared credit pools: search, pages, and Grant credits to a pool. */
export function AdminTeamsTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const teams = useAdminTeams({ search: search || undefined, limit: ADMIN_PAGE_DEFAULT, offset });
  const grant = useGrantTeamCredits();
  const [grantTarget, setGrantTarget] = useState<AdminTeam | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  const handleGrant = async (amount: number, note: string) => {
    if (!grantTarget) return;
    const granted = await grant.mutateAsync({ id: grantTarget.id, amount, note });
    setOutcome({ tone: 'success', text: t('admin.teams.grantedNotice', { amount, name: granted.name }) });
  };

  let content;
  if (teams.isPending) {
    content = <SkeletonList />;
  } else if (teams.isError) {
    content = (
      <LoadingError
        operation={t('admin.teams.operation')}
        detail={errorMessageOf(teams.error)}
        onReload={() => void teams.refetch()}
      />
    );
  } else if (teams.data.items.length === 0) {
    content = <EmptyState icon="user" title={t('admin.teams.empty.title')} message={t('admin.teams.empty.message')} />;
  } else {
    content = (
      <>
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.teams.tableLabel')}</caption>
            <thead className="bg-canvas/60 text-xs text-fg-muted">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium">
                    {t(`admin.teams.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">{t('admin.teams.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {teams.data.items.map((team) => (
                <tr key={team.id} aria-label={team.name}>
                  <td className="px-4 py-2.5 font-medium text-fg">{team.name}</td>
                  <td className="px-4 py-2.5 text-fg-muted">{team.ownerEmail}</td>
                  <td className="px-4 py-2.5 tabular-nums">{team.memberCount}</td>
                  <td className="px-4 py-2.5 tabular-nums">
                    {team.creditBalance.toLocaleString(i18n.resolvedLanguage)}
                  </td>
                  <td className="px-4 py-2.5 text-fg-muted">{format.format(new Date(team.createdAt))}</td>
                  <td className="px-4 py-2.5 text-right">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('admin.teams.grantTo', { name: team.name })}
                      onClick={() => setGrantTarget(team)}
                    >
                      {t('admin.users.grant')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AdminPager
          label={t('admin.teams.pages')}
          offset={teams.data.offset}
          limit={teams.data.limit}
          total={teams.data.total}
          onOffsetChange={setOffset}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        value={search}
        onChange={(value) => {
          setSearch(value);
          setOffset(0);
        }}
        label={t('admin.teams.search')}
        placeholder={t('admin.teams.searchPlaceholder')}
        className="max-w-sm"
      />
      <OutcomeMessage outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('admin.dismiss')} />
      {content}
      <GrantCreditsDialog
        recipient={grantTarget}
        description={t('admin.grant.teamDescription')}
        isGranting={grant.isPending}
        onGrant={handleGrant}
        onClose={() => setGrantTarget(null)}
      />
    </div>
  );
}
