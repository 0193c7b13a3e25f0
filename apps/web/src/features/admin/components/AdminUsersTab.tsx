import { ADMIN_PAGE_DEFAULT, TIER_CONFIGS, type AdminUser, type Tier } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import {
  EmptyState,
  LoadingError,
  OutcomeMessage,
  SearchInput,
  SkeletonList,
  useConfirm,
  type Outcome,
} from '../../../ui';
import { useAdminUsers, useGrantCredits, useUpdateAdminUser } from '../api/useAdmin';
import { AdminPager } from './AdminPager';
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

  let content;
  if (users.isPending) {
    content = <SkeletonList />;
  } else if (users.isError) {
    content = (
      <LoadingError
        operation={t('admin.users.operation')}
        detail={errorMessageOf(users.error)}
        onReload={() => void users.refetch()}
      />
    );
  } else if (users.data.items.length === 0) {
    content = <EmptyState icon="user" title={t('admin.users.empty.title')} message={t('admin.users.empty.message')} />;
  } else {
    content = (
      <>
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.users.tableLabel')}</caption>
            <thead className="bg-canvas/60 text-xs text-fg-muted">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium">
                    {t(`admin.users.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">{t('admin.users.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {users.data.items.map((user) => (
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
            </tbody>
          </table>
        </div>
        <AdminPager
          label={t('admin.users.pages')}
          offset={users.data.offset}
          limit={users.data.limit}
          total={users.data.total}
          onOffsetChange={setOffset}
        />
      </>
    );
  }

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
      {content}
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
