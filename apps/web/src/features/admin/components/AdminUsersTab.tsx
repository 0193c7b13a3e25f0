import { ADMIN_PAGE_DEFAULT, TIER_CONFIGS, type AdminUser, type Tier } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { OutcomeMessage, SearchInput, useConfirm, type Outcome } from '../../../ui';
import { useAdminUsers, useGrantCredits, useUpdateAdminUser } from '../api/useAdmin';
import { AdminListTable } from './AdminListTable';
import { AdminUserRow } from './AdminUserRow';
import { GrantCreditsDialog } from './GrantCreditsDialog';

const COLUMNS = ['user', 'tier', 'balance', 'created', 'lastLogin', 'status'] as const;

/** The site's users: search, pages, and per user a tier select, Grant credits and Disable or Enable (confirmed). */
export function AdminUsersTab({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers({ search: search || undefined, limit: ADMIN_PAGE_DEFAULT, offset });
  const update = useUpdateAdminUser();
  const grant = useGrantCredits();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [grantTarget, setGrantTarget] = useState<AdminUser | null>(null);

  const change = async (user: AdminUser, changes: { tier?: Tier; disabled?: boolean }, success: string) => {
    setOutcome(null);
    setBusyId(user.id);
    try {
      await update.mutateAsync({ id: user.id, ...changes });
      setOutcome({ tone: 'success', text: success });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: errorMessageOf(failure, t('admin.users.updateFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const handleTierChange = (user: AdminUser, tier: Tier) => {
    const name = user.name || user.email;
    void change(user, { tier }, t('admin.users.tierChanged', { name, tier: TIER_CONFIGS[tier].displayName }));
  };

  const handleToggleDisabled = async (user: AdminUser) => {
    const isDisabling = !user.disabled;
    const isConfirmed = await confirm({
      title: t(isDisabling ? 'admin.users.disableTitle' : 'admin.users.enableTitle'),
      message: t(isDisabling ? 'admin.users.disableMessage' : 'admin.users.enableMessage', { email: user.email }),
      confirmLabel: t(isDisabling ? 'admin.users.disable' : 'admin.users.enable'),
      variant: isDisabling ? 'danger' : 'default',
    });
    if (!isConfirmed) return;
    const name = user.name || user.email;
    const success = t(isDisabling ? 'admin.users.disabledNotice' : 'admin.users.enabledNotice', { name });
    await change(user, { disabled: isDisabling }, success);
  };

  const handleGrant = async (amount: number, note: string) => {
    if (!grantTarget) return;
    const granted = await grant.mutateAsync({ id: grantTarget.id, amount, note });
    setOutcome({
      tone: 'success',
      text: t('admin.users.grantedNotice', { amount, name: granted.name || granted.email }),
    });
  };

  const handleSearch = (value: string) => {
    setSearch(value);
    setOffset(0);
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        value={search}
        onChange={handleSearch}
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        className="max-w-sm"
      />
      <OutcomeMessage outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('admin.dismiss')} />
      <AdminListTable
        section="users"
        headings={COLUMNS.map((column) => t(`admin.users.columns.${column}`))}
        query={users}
        onOffsetChange={setOffset}
      >
        {users.data?.items.map((user) => (
          <AdminUserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            isBusy={busyId === user.id}
            onTierChange={handleTierChange}
            onGrant={setGrantTarget}
            onToggleDisabled={(target) => void handleToggleDisabled(target)}
          />
        ))}
      </AdminListTable>
      <GrantCreditsDialog
        recipient={grantTarget && { name: grantTarget.name || grantTarget.email }}
        description={t('admin.grant.description')}
        isGranting={grant.isPending}
        onGrant={handleGrant}
        onClose={() => setGrantTarget(null)}
      />
    </div>
  );
}
