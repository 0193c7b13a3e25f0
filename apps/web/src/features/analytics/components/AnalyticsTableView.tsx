import type { AnalyticsReport } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { csvFileName, type AnalyticsTable } from '../utils/analyticsTables';
import { downloadCsv, toCsv } from '../utils/csv';

interface AnalyticsTableViewProps {
  report: AnalyticsReport;
  table: AnalyticsTable;
}

/** One breakdown as a table, with its CSV download (formula cells neutralised by the CSV writer). */
export function AnalyticsTableView({ report, table }: AnalyticsTableViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 2 });
  const handleDownload = () => downloadCsv(csvFileName(report, table.id), toCsv(table.header, table.rows));

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {table.title}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={handleDownload}
          aria-label={t('analytics.downloadLabel', { table: table.title })}
        >
          <Icon name="download" className="size-4" />
          {t('analytics.download')}
        </Button>
      </div>
      <div className="max-h-96 overflow-auto">
        <table aria-labelledby={headingId} className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-left text-xs text-fg-muted">
            <tr>
              {table.header.map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`py-2 pr-3 font-medium ${table.numeric[index] ? 'text-right' : ''}`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.header.length} className="py-3 text-fg-muted">
                  {t('analytics.noRows')}
                </td>
              </tr>
            )}
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td
                    key={index}
                    className={`py-2 pr-3 text-fg ${table.numeric[index] ? 'text-right tabular-nums' : 'break-words'}`}
                  >
                    {typeof cell === 'number' ? number.format(cell) : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
