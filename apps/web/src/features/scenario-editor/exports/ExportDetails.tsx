import { formatDuration, type Export } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { formatFileSize } from './formatFileSize';

/** Duration, size, frame size and creation time of an export, as a description list. */
export function ExportDetails({ item }: { item: Export }) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  const facts = [
    { label: t('exports.row.duration'), value: item.duration === null ? '–' : formatDuration(item.duration) },
    { label: t('exports.row.size'), value: item.size === null ? '–' : formatFileSize(item.size, i18n.language) },
    { label: t('exports.row.frame'), value: `${item.width} × ${item.height}` },
    { label: t('exports.row.created'), value: created },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col">
          <dt className="text-fg-muted">{fact.label}</dt>
          <dd className="text-fg tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
