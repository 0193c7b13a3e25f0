import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { LoadingError, Spinner } from '../../../ui';
import { reviewKeys } from '../api/reviewApi';
import { usePublicReview } from '../hooks/usePublicReview';
import { savePassphrase } from '../utils/guestStorage';
import { PassphrasePrompt } from './PassphrasePrompt';
import { ReviewGone } from './ReviewGone';
import { ReviewScreen } from './ReviewScreen';

/**
 * The page of a review link (`/r/{token}`), no account needed: the passphrase when the link has one, then the
 * storyboard, player and comments; or the gone state once the link has expired or was revoked, even while open.
 */
export function ReviewPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const linkToken = token ?? '';
  const { load, isFetching, refetch } = usePublicReview(linkToken);
  const [isGone, setIsGone] = useState(false);

  if (isGone || load.kind === 'gone') return <ReviewGone />;
  if (load.kind === 'passphrase') {
    return (
      <PassphrasePrompt
        reason={load.reason}
        isChecking={isFetching}
        onSubmit={(passphrase) => {
          savePassphrase(linkToken, passphrase);
          void queryClient.invalidateQueries({ queryKey: reviewKeys.detail(linkToken) });
        }}
      />
    );
  }
  if (load.kind === 'loading') {
    return (
      <div className="flex justify-center py-16 text-fg-muted">
        <Spinner className="size-6" label={t('review.loading')} />
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <LoadingError operation={t('review.operation')} detail={load.error.message} onReload={() => void refetch()} />
    );
  }
  return <ReviewScreen token={linkToken} review={load.review} onGone={() => setIsGone(true)} />;
}
