import { formatDuration, LANGUAGE_NAMES, type Export } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { formatFileSize } from './formatFileSize';

/** Duration, size, frame size, format, languages and creation time of an export, as a description list. */
export function ExportDetails({ item }: { item: Export }) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  const facts = [
    { label: t('exports.row.duration'), value: item.duration === null ? '–' : formatDuration(item.duration) },
    { label: t('exports.row.size'), value: item.size === null ? '–' : formatFileSize(item.size, i18n.language) },
    { label: t('exports.row.frame'), value: `${item.width} × ${item.height}` },
    { label: t('exports.row.format'), value: t(`exports.codecs.${item.codec}`) },
    { label: t('exports.row.languages'), value: item.languages.map((language) => LANGUAGE_NAMES[language]).join(', ') },
    { label: t('exports.row.created'), value: created },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3 lg:grid-cols-6">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col">
          <dt className="text-fg-muted">{fact.label}</dt>
          <dd className="text-fg tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
