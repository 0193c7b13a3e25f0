import type { OperationOutput, TeamRole } from '@sym/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { teamRoleLabel } from '../utils/teamMessages';

interface TeamStatsProps {
  role: TeamRole;
  seats: { used: number; limit: number };
  credits: UseQueryResult<OperationOutput<'teams.credits'>>;
}

/** The user's role, seats used of the plan's, and the shared credit balance with this month's allocation. */
export function TeamStats({ role, seats, credits }: TeamStatsProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const items = [
    { label: t('teams.stats.role'), value: teamRoleLabel(t, role) },
    { label: t('teams.stats.seats'), value: t('teams.stats.seatsValue', { used: seats.used, limit: seats.limit }) },
    {
      label: t('teams.stats.balance'),
      value: credits.data
        ? t('teams.stats.balanceValue', {
            balance: number.format(credits.data.balance),
            allocation: number.format(credits.data.monthlyAllocation),
          })
        : credits.isPending
          ? '…'
          : '—',
    },
  ];
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col">
          <dt className="text-xs text-fg-muted">{item.label}</dt>
          <dd className="font-medium text-fg tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
