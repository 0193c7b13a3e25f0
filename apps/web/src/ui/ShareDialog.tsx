import { SHARE_COPY_CONFIRM_MS } from '@sym/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Button } from './Button';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { Spinner } from './Spinner';
import { useCopyToClipboard } from './useCopyToClipboard';

interface ShareDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The link to share; while it is being created pass `isLoading`. */
  url?: string | null;
  isLoading?: boolean;
  /** Defaults to 'Share'. */
  title?: string;
  description?: string;
  /** Failure to create the link, shown instead of the field. */
  error?: string;
  /** Extra content under the link (e.g. an "Open" link or visibility note). */
  children?: ReactNode;
}

/** Dialog with a read-only share link and a Copy button that confirms with 'Copied' for 2 s (spec §2). */
export function ShareDialog({
  isOpen,
  onClose,
  url,
  isLoading = false,
  title,
  description,
  error,
  children,
}: ShareDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const { status, copy } = useCopyToClipboard(SHARE_COPY_CONFIRM_MS);
  const isCopied = status === 'copied';

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title ?? t('ui.share.title')}
      description={description}
      size="medium"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('ui.share.done')}
        </Button>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : isLoading || !url ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
          <Spinner />
          {t('ui.share.creating')}
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            {t('ui.share.linkLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={status === 'failed' ? statusId : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 font-mono text-xs text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40"
            />
            <Button variant={isCopied ? 'secondary' : 'primary'} onClick={() => void copy(url)} className="min-w-28">
              <Icon name={isCopied ? 'check' : 'copy'} className={`size-4 ${isCopied ? 'text-success' : ''}`} />
              {isCopied ? t('ui.share.copied') : t('ui.share.copy')}
            </Button>
          </div>
          {status === 'failed' && (
            <p id={statusId} role="alert" className="text-xs text-danger">
              {t('ui.share.copyFailed')}
            </p>
          )}
        </div>
      )}
      {children}
    </Modal>
  );
}
