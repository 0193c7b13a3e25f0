import { ADMIN_PAGE_DEFAULT } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { EmptyState, LoadingError, SkeletonList } from '../../../ui';
import { useAdminAudit } from '../api/useAdmin';
import { describeAuditDetails } from '../utils/auditDetails';
import { AdminPager } from './AdminPager';

const COLUMNS = ['when', 'administrator', 'action', 'account', 'details'] as const;

/** The log of administrative actions, newest first, a page at a time. */
export function AdminAuditTab() {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const audit = useAdminAudit({ limit: ADMIN_PAGE_DEFAULT, offset });
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  if (audit.isPending) return <SkeletonList />;
  if (audit.isError) {
    return (
      <LoadingError
        operation={t('admin.audit.operation')}
        detail={errorMessageOf(audit.error)}
        onReload={() => void audit.refetch()}
      />
    );
  }
  if (audit.data.items.length === 0) {
    return <EmptyState icon="list" title={t('admin.audit.empty.title')} message={t('admin.audit.empty.message')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.audit.tableLabel')}</caption>
          <thead className="bg-canvas/60 text-xs text-fg-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-medium">
                  {t(`admin.audit.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {audit.data.items.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-2.5 whitespace-nowrap text-fg-muted">
                  {format.format(new Date(entry.createdAt))}
                </td>
                <td className="px-4 py-2.5">{entry.actorEmail}</td>
                <td className="px-4 py-2.5 font-medium text-fg">{t(`admin.audit.actions.${entry.action}`)}</td>
                <td className="px-4 py-2.5">{entry.targetEmail ?? '—'}</td>
                <td className="px-4 py-2.5 text-fg-muted">{describeAuditDetails(t, entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPager
        label={t('admin.audit.pages')}
        offset={audit.data.offset}
        limit={audit.data.limit}
        total={audit.data.total}
        onOffsetChange={setOffset}
      />
    </div>
  );
}
