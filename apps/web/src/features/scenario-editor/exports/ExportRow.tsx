import type { Export } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { translateServerText } from '../../../lib/i18n';
import { resolveMediaUrl } from '../../../lib/transport';
import { Alert, Button, Icon, ProgressBar, buttonClasses, useConfirm } from '../../../ui';
import { ExportDetails } from './ExportDetails';
import { ExportRenameForm } from './ExportRenameForm';
import { ExportShareDialog } from './ExportShareDialog';
import { useExportActions } from './useExportActions';

interface ExportRowProps {
  scenarioId: string;
  item: Export;
}

const STATUS_TONES = {
  processing: 'bg-accent-soft text-accent-strong',
  completed: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
} as const;

/** One export: name (renamed in place), status with progress or failure, details, and its actions. */
export function ExportRow({ scenarioId, item }: ExportRowProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const actions = useExportActions(scenarioId);
  const [isRenaming, setIsRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shareState, setShareState] = useState<{ url: string | null; error: string | null } | null>(null);

  const handleRename = async (name: string) => {
    setError(null);
    try {
      await actions.rename.mutateAsync({ exportId: item.exportId, name });
      setIsRenaming(false);
    } catch {
      setError(t('exports.row.renameFailed'));
    }
  };

  const handleDelete = async () => {
    const isConfirmed = await confirm({
      title: t('exports.row.deleteTitle'),
      message: t('exports.row.deleteMessage', { name: item.name }),
      confirmLabel: t('exports.row.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await actions.remove.mutateAsync(item.exportId);
    } catch {
      setError(t('exports.row.deleteFailed'));
    }
  };

  const handleShare = async () => {
    setShareState({ url: null, error: null });
    try {
      const link = await actions.share.mutateAsync(item.exportId);
      setShareState({ url: link.url, error: null });
    } catch {
      setShareState({ url: null, error: t('exports.share.failed') });
    }
  };

  const handleRevoke = async () => {
    if (!item.shareId) return;
    const isConfirmed = await confirm({
      title: t('exports.share.revokeTitle'),
      message: t('exports.share.revokeMessage'),
      confirmLabel: t('exports.share.revoke'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await actions.revoke.mutateAsync({ exportId: item.exportId, shareId: item.shareId });
    } catch {
      setError(t('exports.share.revokeFailed'));
    }
  };

  return (
    <li aria-label={item.name} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        {isRenaming ? (
          <div className="min-w-0 flex-1">
            <ExportRenameForm
              initialName={item.name}
              isSaving={actions.rename.isPending}
              onSave={(name) => void handleRename(name)}
              onCancel={() => setIsRenaming(false)}
            />
          </div>
        ) : (
          <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{item.name}</h3>
        )}
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[item.status]}`}>
          {t(`exports.status.${item.status}`)}
        </span>
        <span className="text-xs text-fg-muted">{t(`exports.kinds.${item.kind}`)}</span>
      </div>
      {item.status === 'processing' && (
        <ProgressBar size="md" value={item.progress} label={t('exports.row.progress', { name: item.name })} />
      )}
      {item.status === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {item.error ? translateServerText(item.error) : t('exports.row.failedUnknown')}
        </p>
      )}
      <ExportDetails item={item} />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {item.status === 'completed' && item.videoUrl && (
          <>
            <a
              href={resolveMediaUrl(item.videoUrl)}
              download={`${item.name}.${item.codec === 'prores' ? 'mov' : 'mp4'}`}
              className={buttonClasses('primary', 'sm')}
            >
              {t('exports.row.download')}
            </a>
            {/* A ProRes file is for editing software: a browser cannot play it on a share page. */}
            {item.codec !== 'prores' && (
              <Button variant="secondary" size="sm" onClick={() => void handleShare()}>
                <Icon name="share" className="size-4" />
                {t('exports.row.share')}
              </Button>
            )}
            {item.shareId && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void handleRevoke()}
                isLoading={actions.revoke.isPending}
              >
                {t('exports.share.revoke')}
              </Button>
            )}
          </>
        )}
        {!isRenaming && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIsRenaming(true)}
            aria-label={t('exports.row.renameLabel', { name: item.name })}
          >
            <Icon name="pencil" className="size-4" />
            {t('exports.row.rename')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void handleDelete()}
          isLoading={actions.remove.isPending}
          aria-label={t('exports.row.deleteLabel', { name: item.name })}
        >
          <Icon name="trash" className="size-4" />
          {t('exports.row.delete')}
        </Button>
      </div>
      {shareState && (
        <ExportShareDialog
          isOpen
          onClose={() => setShareState(null)}
          exportName={item.name}
          url={shareState.url}
          error={shareState.error}
        />
      )}
    </li>
  );
}
