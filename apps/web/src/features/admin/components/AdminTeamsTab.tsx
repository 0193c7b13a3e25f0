import { ADMIN_PAGE_DEFAULT, type AdminTeam } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, OutcomeMessage, SearchInput, type Outcome } from '../../../ui';
import { useAdminTeams, useGrantTeamCredits } from '../api/useAdmin';
import { AdminListTable } from './AdminListTable';
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
      <AdminListTable
        section="teams"
        headings={COLUMNS.map((column) => t(`admin.teams.columns.${column}`))}
        query={teams}
        onOffsetChange={setOffset}
      >
        {teams.data?.items.map((team) => (
          <tr key={team.id} aria-label={team.name}>
            <td className="px-4 py-2.5 font-medium text-fg">{team.name}</td>
            <td className="px-4 py-2.5 text-fg-muted">{team.ownerEmail}</td>
            <td className="px-4 py-2.5 tabular-nums">{team.memberCount}</td>
            <td className="px-4 py-2.5 tabular-nums">{team.creditBalance.toLocaleString(i18n.resolvedLanguage)}</td>
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
      </AdminListTable>
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
