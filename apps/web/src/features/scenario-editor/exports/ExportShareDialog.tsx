import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ShareDialog } from '../../../ui';

interface ExportShareDialogProps {
  isOpen: boolean;
  onClose: () => void;
  exportName: string;
  url: string | null;
  error: string | null;
}

/** The export's public link, read-only with Copy, or why it could not be made. */
export function ExportShareDialog({ isOpen, onClose, exportName, url, error }: ExportShareDialogProps) {
  const { t } = useTranslation();
  return (
    <ShareDialog
      isOpen={isOpen}
      onClose={onClose}
      url={url}
      isLoading={!url && !error}
      error={error ?? undefined}
      title={t('exports.share.title', { name: exportName })}
      description={t('exports.share.description')}
    />
  );
}
