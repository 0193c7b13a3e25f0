import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, Modal, useCopyToClipboard } from '../../../ui';

const COPY_CONFIRM_MS = 2000;

interface ApiKeySecretDialogProps {
  /** The new key's name and secret; null closes the dialog (the secret is then gone for good). */
  created: { name: string; secret: string } | null;
  onClose: () => void;
}

/** The one time a key's secret is shown: copy it now, it is never shown again. */
export function ApiKeySecretDialog({ created, onClose }: ApiKeySecretDialogProps) {
  const { t } = useTranslation();
  const { status, copy } = useCopyToClipboard(COPY_CONFIRM_MS);

  return (
    <Modal
      isOpen={created !== null}
      onClose={onClose}
      title={t('apiKeys.secret.title', { name: created?.name ?? '' })}
      description={t('apiKeys.secret.message')}
      footer={<Button onClick={onClose}>{t('apiKeys.secret.done')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
          {t('apiKeys.secret.label')}
          <input
            readOnly
            value={created?.secret ?? ''}
            onFocus={(event) => event.target.select()}
            className="h-10 rounded-lg border border-line bg-canvas px-3 font-mono text-sm text-fg"
          />
        </label>
        <div className="flex items-center gap-3">
          <Button variant="secondary" size="sm" onClick={() => void copy(created?.secret ?? '')}>
            <Icon name={status === 'copied' ? 'check' : 'copy'} className="size-4" />
            {status === 'copied' ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
          </Button>
          {status === 'failed' && (
            <p role="alert" className="text-xs text-danger">
              {t('apiKeys.secret.copyFailed')}
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
