import { useTranslation } from '../../../lib/i18n/useTranslation';
import { LoadingError, Spinner } from '../../../ui';
import { usePublicVideo } from '../hooks/usePublicVideo';
import { SharedVideoNotFound } from './SharedVideoNotFound';
import { SharedVideoPlayer } from './SharedVideoPlayer';

/** The public page of a share link: loading, the video, not found, or a load error with a retry. */
export function SharedVideoPage({ shareId }: { shareId: string | undefined }) {
  const { t } = useTranslation();
  const { data, isLoading, isNotFound, error, refetch } = usePublicVideo(shareId);

  if (isNotFound) return <SharedVideoNotFound />;
  if (isLoading) {
    return (
      <div className="flex justify-center py-16 text-fg-muted">
        <Spinner className="size-6" label={t('sharedVideo.loading')} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <LoadingError operation={t('sharedVideo.operation')} detail={error?.message} onReload={() => void refetch()} />
    );
  }
  return <SharedVideoPlayer video={data} />;
}
