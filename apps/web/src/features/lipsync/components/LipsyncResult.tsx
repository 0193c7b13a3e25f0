import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';

interface LipsyncResultProps {
  url: string;
  shotSequence: number;
}

/** The video a finished run made; the server has already made it the shot's video. */
export function LipsyncResult({ url, shotSequence }: LipsyncResultProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('lipsync.result.title')} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{t('lipsync.result.title')}</h3>
      <video
        src={resolveMediaUrl(url)}
        controls
        playsInline
        preload="metadata"
        aria-label={t('lipsync.result.videoLabel', { n: shotSequence })}
        className="aspect-video w-full rounded-lg bg-black object-contain"
      />
      <p role="status" className="text-sm text-success">
        {t('lipsync.result.saved', { n: shotSequence })}
      </p>
    </section>
  );
}
