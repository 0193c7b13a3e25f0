import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon, ProgressBar } from '../../../ui';
import type { BatchProgress } from '../utils/assetBatch';

interface AssetBatchBarProps {
  /** Assets "Generate all" would start an image for. */
  toGenerate: number;
  /** Assets "Approve all generated" would approve. */
  toApprove: number;
  /** Credits of one image; null while the prices load. */
  cost: number | null;
  /** The running batch; null when none runs. */
  progress: BatchProgress | null;
  /** Why the last batch stopped before its end; null when it did not. */
  error: string | null;
  onGenerateAll: () => void;
  onApproveAll: () => void;
}

/** "Generate all" with what it costs, "Approve all generated", and the progress of the images being made. */
export function AssetBatchBar({
  toGenerate,
  toApprove,
  cost,
  progress,
  error,
  onGenerateAll,
  onApproveAll,
}: AssetBatchBarProps) {
  const { t } = useTranslation();
  const isRunning = progress !== null;
  const generateLabel =
    cost === null || toGenerate === 0
      ? t('wizard.assets.generateAll')
      : t('wizard.assets.generateAllCost', { cost: t('generation.cost', { count: toGenerate * cost }) });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={onGenerateAll}
          disabled={toGenerate === 0 || isRunning}
          isLoading={isRunning}
          aria-keyshortcuts="Shift+G"
        >
          {!isRunning && <Icon name="sparkles" className="size-4" />}
          {generateLabel}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onApproveAll}
          disabled={toApprove === 0}
          aria-keyshortcuts="Shift+A"
        >
          <Icon name="check" className="size-4" />
          {toApprove === 0 ? t('wizard.assets.approveAll') : t('wizard.assets.approveAllCount', { count: toApprove })}
        </Button>
        <p className="ml-auto text-xs text-fg-muted">{t('wizard.assets.shortcutsHint')}</p>
      </div>
      {error && <Alert>{error}</Alert>}
      {progress && (
        <div className="flex flex-col gap-1">
          <p role="status" className="text-sm text-fg">
            {t('wizard.assets.batchProgress', { done: progress.done, total: progress.total })}
          </p>
          <ProgressBar
            label={t('wizard.assets.batchLabel')}
            value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100}
          />
        </div>
      )}
    </div>
  );
}
