import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { EmptyState, LoadingError, SkeletonList } from '../../../ui';
import { AdminPager } from './AdminPager';

interface AdminListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: readonly unknown[]; offset: number; limit: number; total: number } | undefined;
  refetch: () => unknown;
}

interface AdminListTableProps {
  /** Whose texts (`admin.<section>.*`): the users or the teams tab. */
  section: 'users' | 'teams';
  /** The column headings, translated (an actions column follows them). */
  headings: readonly string[];
  query: AdminListQuery;
  onOffsetChange: (offset: number) => void;
  /** The table's rows, one `<tr>` per item of the page. */
  children: ReactNode;
}

/** One page of an administration list: loading, error with reload, empty state, or the table and its pager. */
export function AdminListTable({ section, headings, query, onOffsetChange, children }: AdminListTableProps) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonList />;
  if (query.isError || !query.data) {
    return (
      <LoadingError
        operation={t(`admin.${section}.operation`)}
        detail={errorMessageOf(query.error)}
        onReload={() => void query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState icon="user" title={t(`admin.${section}.empty.title`)} message={t(`admin.${section}.empty.message`)} />
    );
  }
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(`admin.${section}.tableLabel`)}</caption>
          <thead className="bg-canvas/60 text-xs text-fg-muted">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-2 font-medium">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">{t(`admin.${section}.columns.actions`)}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">{children}</tbody>
        </table>
      </div>
      <AdminPager
        label={t(`admin.${section}.pages`)}
        offset={query.data.offset}
        limit={query.data.limit}
        total={query.data.total}
        onOffsetChange={onOffsetChange}
      />
    </>
  );
}
