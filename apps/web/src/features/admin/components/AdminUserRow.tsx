import { TIER_CONFIGS, TIERS, type AdminUser, type Tier } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';

interface AdminUserRowProps {
  user: AdminUser;
  /** The administrator looking: they cannot disable themselves. */
  isSelf: boolean;
  isBusy: boolean;
  onTierChange: (user: AdminUser, tier: Tier) => void;
  onGrant: (user: AdminUser) => void;
  onToggleDisabled: (user: AdminUser) => void;
}

const TIER_SELECT_CLASSES =
  'h-8 rounded-md border border-line bg-canvas px-2 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60';

/** One account: who, tier (a select), credits, dates, state, and Grant credits / Disable or Enable. */
export function AdminUserRow({ user, isSelf, isBusy, onTierChange, onGrant, onToggleDisabled }: AdminUserRowProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const name = user.name || user.email;
  return (
    <tr aria-label={user.email} className={user.disabled ? 'bg-canvas/60' : undefined}>
      <td className="px-4 py-2.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-fg">{user.name}</span>
          {user.role === 'admin' && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
              {t('admin.users.administrator')}
            </span>
          )}
        </div>
        <div className="text-xs text-fg-muted">{user.email}</div>
      </td>
      <td className="px-4 py-2.5">
        <select
          aria-label={t('admin.users.tierOf', { name })}
          value={user.tier}
          disabled={isBusy}
          onChange={(event) => onTierChange(user, event.target.value as Tier)}
          className={TIER_SELECT_CLASSES}
        >
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {TIER_CONFIGS[tier].displayName}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-2.5 tabular-nums">{user.creditBalance.toLocaleString(i18n.resolvedLanguage)}</td>
      <td className="px-4 py-2.5 text-fg-muted">{format.format(new Date(user.createdAt))}</td>
      <td className="px-4 py-2.5 text-fg-muted">
        {user.lastLogin ? format.format(new Date(user.lastLogin)) : t('admin.users.neverSignedIn')}
      </td>
      <td className="px-4 py-2.5">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            user.disabled ? 'bg-danger/15 text-danger' : 'bg-success/15 text-success'
          }`}
        >
          {user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
        </span>
      </td>
      <td className="px-4 py-2.5">
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            aria-label={t('admin.users.grantTo', { name })}
            onClick={() => onGrant(user)}
          >
            {t('admin.users.grant')}
          </Button>
          {!isSelf && (
            <Button
              variant={user.disabled ? 'secondary' : 'danger'}
              size="sm"
              isLoading={isBusy}
              aria-label={t(user.disabled ? 'admin.users.enableNamed' : 'admin.users.disableNamed', { name })}
              onClick={() => onToggleDisabled(user)}
            >
              {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
