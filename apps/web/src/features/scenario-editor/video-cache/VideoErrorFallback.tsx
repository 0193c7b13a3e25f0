import { VIDEO_MAX_RETRIES } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';

interface VideoErrorFallbackProps {
  attemptsLeft: number;
  onRetry: () => void;
}

/** What a crashed video player shows: attempts left with Try Again, then a request to refresh the page. */
export function VideoErrorFallback({ attemptsLeft, onRetry }: VideoErrorFallbackProps) {
  const { t } = useTranslation();
  const isExhausted = attemptsLeft <= 0;
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-danger/40 bg-danger/5 p-5"
    >
      <div className="flex items-center gap-2 text-danger">
        <Icon name="film" className="size-5" />
        <h2 className="text-sm font-semibold">{t('videoCache.boundary.title')}</h2>
      </div>
      <p className="text-sm text-fg-muted">{t('videoCache.boundary.message')}</p>
      {isExhausted ? (
        <>
          <p className="text-sm font-medium text-fg">{t('videoCache.boundary.exhausted')}</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {t('errors.reloadPage')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-xs text-fg-muted">
            {t('videoCache.boundary.attemptsLeft', { count: attemptsLeft, max: VIDEO_MAX_RETRIES })}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        </>
      )}
    </section>
  );
}
