import { SHARE_COPY_CONFIRM_MS, type ReviewLink } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, useCopyToClipboard } from '../../../ui';
import { isExpired } from '../utils/expiry';

interface ReviewLinkItemProps {
  link: ReviewLink;
  /** The link just created: its Copy button takes the focus. */
  isNew: boolean;
  isRevoking: boolean;
  onRevoke: (link: ReviewLink) => void;
}

/** The full address of a link (the server may answer a path). */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** One review link: name, address with Copy, state, expiry, passphrase and downloads, and Revoke while it works. */
export function ReviewLinkItem({ link, isNew, isRevoking, onRevoke }: ReviewLinkItemProps) {
  const { t, i18n } = useTranslation();
  const { status, copy } = useCopyToClipboard(SHARE_COPY_CONFIRM_MS);
  const copyRef = useRef<HTMLButtonElement>(null);
  const url = absoluteUrl(link.url);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const isRevoked = link.revokedAt !== null;
  const hasExpired = isExpired(link.expiresAt);
  const isLive = !isRevoked && !hasExpired;
  const state = isRevoked ? 'revoked' : hasExpired ? 'expired' : 'active';

  useEffect(() => {
    if (isNew) copyRef.current?.focus();
  }, [isNew]);

  const expiryText = () => {
    if (link.expiresAt === null) return t('reviewLinks.item.neverExpires');
    const when = dateFormat.format(new Date(link.expiresAt));
    return hasExpired ? t('reviewLinks.item.expired', { date: when }) : t('reviewLinks.item.expires', { date: when });
  };

  return (
    <li
      data-testid="review-link-item"
      className={`flex flex-col gap-2 rounded-lg border border-line p-3 ${isLive ? 'bg-surface' : 'bg-canvas/40'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 truncate font-medium text-fg">{link.name}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            isLive ? 'bg-success/15 text-success' : 'bg-elevated text-fg-muted'
          }`}
        >
          {t(`reviewLinks.item.state.${state}`)}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <code
          data-testid={isLive ? 'review-link-url' : undefined}
          className={`min-w-0 flex-1 truncate rounded-md bg-canvas px-2 py-1.5 font-mono text-xs ${isLive ? 'text-fg' : 'text-fg-subtle line-through'}`}
          title={url}
        >
          {url}
        </code>
        {isLive && (
          <Button
            ref={copyRef}
            variant="secondary"
            size="sm"
            onClick={() => void copy(url)}
            aria-label={t('reviewLinks.item.copyNamed', { name: link.name })}
          >
            <Icon name={status === 'copied' ? 'check' : 'copy'} className="size-4" />
            {status === 'copied' ? t('reviewLinks.item.copied') : t('reviewLinks.item.copy')}
          </Button>
        )}
      </div>
      {status === 'failed' && (
        <p role="alert" className="text-xs text-danger">
          {t('reviewLinks.item.copyFailed')}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
        <li>
          {isRevoked
            ? t('reviewLinks.item.revokedOn', { date: dateFormat.format(new Date(link.revokedAt!)) })
            : expiryText()}
        </li>
        <li>{link.hasPassphrase ? t('reviewLinks.item.passphraseYes') : t('reviewLinks.item.passphraseNo')}</li>
        <li>{link.allowDownload ? t('reviewLinks.item.downloadsYes') : t('reviewLinks.item.downloadsNo')}</li>
      </ul>
      {!isRevoked && (
        <Button
          variant="ghost"
          size="sm"
          className="self-end text-danger"
          onClick={() => onRevoke(link)}
          isLoading={isRevoking}
          aria-label={t('reviewLinks.item.revokeNamed', { name: link.name })}
          data-testid="review-link-revoke"
        >
          {t('reviewLinks.item.revoke')}
        </Button>
      )}
    </li>
  );
}
