import { errorMessageOf } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, LoadingError, SkeletonList } from '../../../ui';
import { useAdminSystem } from '../api/useAdmin';

/** What the server runs with: database, uptime, Node and the ffmpeg in use (paths and versions: administrators only). */
export function AdminSystemTab() {
  const { t, i18n } = useTranslation();
  const system = useAdminSystem();
  if (system.isPending) return <SkeletonList />;
  if (system.isError) {
    return (
      <LoadingError
        operation={t('admin.system.operation')}
        detail={errorMessageOf(system.error)}
        onReload={() => void system.refetch()}
      />
    );
  }
  const { database, uptime, node, media } = system.data;
  const hours = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(uptime / 3600);
  const rows: [string, string][] = [
    [t('admin.system.database'), database],
    [t('admin.system.uptime'), t('admin.system.hours', { hours })],
    [t('admin.system.node'), node],
    [
      t('admin.system.ffmpeg'),
      media.ffmpeg ? `${media.ffmpeg.version} (${t(`admin.system.sources.${media.ffmpeg.source}`)})` : '—',
    ],
    [t('admin.system.binary'), media.ffmpeg?.binary ?? '—'],
    [t('admin.system.ffprobe'), media.ffprobe ? t('admin.system.yes') : t('admin.system.no')],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('admin.system.description')}</p>
      {!media.ok && <Alert>{media.error ?? t('admin.system.mediaFailed')}</Alert>}
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-line p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-mono break-all text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
