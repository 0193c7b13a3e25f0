import { VIDEO_CACHE_SIZE } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useVideoCacheSnapshot } from './useVideoPreload';
import type { VideoPreloadCache } from './videoPreloadCache';

interface VideoCacheStatusPanelProps {
  cache?: VideoPreloadCache;
}

/** The file name of a media url, enough to tell videos apart in a short list. */
function shortName(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

/** Spec §2 video cache status panel: the cached videos, the one loading, the queue and the failures. */
export function VideoCacheStatusPanel({ cache }: VideoCacheStatusPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const snapshot = useVideoCacheSnapshot(cache);
  const sections = [
    {
      key: 'cached',
      title: t('videoCache.cached', { count: snapshot.cached.length, max: VIDEO_CACHE_SIZE }),
      items: snapshot.cached.map((url) => ({ url, note: '' })),
    },
    {
      key: 'queue',
      title: t('videoCache.queue', { count: snapshot.queue.length + (snapshot.loading ? 1 : 0) }),
      items: [
        ...(snapshot.loading ? [{ url: snapshot.loading, note: t('videoCache.loading') }] : []),
        ...snapshot.queue.map((url) => ({ url, note: t('videoCache.waiting') })),
      ],
    },
    {
      key: 'failed',
      title: t('videoCache.failed', { count: snapshot.failed.length }),
      items: snapshot.failed.map(({ url, error }) => ({ url, note: error })),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4 text-sm">
      <h3 id={headingId} className="mb-3 font-semibold text-fg">
        {t('videoCache.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        {sections.map((section) => (
          <div key={section.key}>
            <h4 className="mb-1.5 text-xs font-medium tracking-wide text-fg-muted uppercase">{section.title}</h4>
            {section.items.length === 0 ? (
              <p className="text-xs text-fg-subtle">{t('videoCache.none')}</p>
            ) : (
              <ul aria-label={section.title} className="flex flex-col gap-1">
                {section.items.map((item) => (
                  <li key={item.url} className="flex min-w-0 items-baseline justify-between gap-2" title={item.url}>
                    <span className="truncate font-mono text-xs text-fg">{shortName(item.url)}</span>
                    {item.note && <span className="shrink-0 text-xs text-fg-muted">{item.note}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
