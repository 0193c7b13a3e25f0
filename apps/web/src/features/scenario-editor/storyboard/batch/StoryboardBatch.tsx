import type { Scene, ShotBatchKind } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { BatchAssetDialog } from './BatchAssetDialog';
import { BatchFieldsDialog } from './BatchFieldsDialog';
import { BatchGenerateDialog } from './BatchGenerateDialog';
import { StoryboardBatchBar } from './StoryboardBatchBar';
import { shotBatchApi } from './shotBatchApi';
import type { useShotBatch } from './useShotBatch';

type Dialog = { kind: 'generate'; generate: ShotBatchKind } | { kind: 'fields' } | { kind: 'assets' } | null;

interface StoryboardBatchProps {
  projectId: string;
  scenarioId: string;
  /** The selected shots in storyboard order. */
  shotIds: readonly string[];
  scenes: readonly Scene[];
  batch: ReturnType<typeof useShotBatch>;
  isBusy: boolean;
  /** Starts the jobs of a confirmed quote (the storyboard's generation board follows them). */
  onGenerate: (kind: ShotBatchKind, shotIds: readonly string[], cost: number) => void;
  onMoveToScene: (sceneId: string, shotIds: readonly string[]) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** The selection bar of the professional edition and the dialogs its actions open. */
export function StoryboardBatch({
  projectId,
  scenarioId,
  shotIds,
  scenes,
  batch,
  isBusy,
  onGenerate,
  onMoveToScene,
  onDelete,
  onClear,
}: StoryboardBatchProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialog acts on the shots selected when it opened.
  const [target, setTarget] = useState<readonly string[]>([]);
  const open = (next: Exclude<Dialog, null>) => {
    setTarget(shotIds);
    setDialog(next);
  };
  const close = () => setDialog(null);
  if (shotIds.length === 0 && dialog === null) return null;
  return (
    <>
      {shotIds.length > 0 && (
        <StoryboardBatchBar
          selectedCount={shotIds.length}
          scenes={scenes}
          isBusy={isBusy}
          onGenerate={(kind) => open({ kind: 'generate', generate: kind })}
          onSetFields={() => open({ kind: 'fields' })}
          onAssets={() => open({ kind: 'assets' })}
          onMoveToScene={(sceneId) => onMoveToScene(sceneId, shotIds)}
          onDelete={onDelete}
          onClear={onClear}
        />
      )}
      {dialog?.kind === 'generate' && (
        <BatchGenerateDialog
          title={t(`storyboard.batch.generate.title.${dialog.generate}`, { count: target.length })}
          kind={dialog.generate}
          quoteKey={[scenarioId, dialog.generate, ...target]}
          fetchQuote={() => shotBatchApi.quote(scenarioId, target, dialog.generate)}
          onClose={close}
          onConfirm={(cost) => onGenerate(dialog.generate, target, cost)}
        />
      )}
      {dialog?.kind === 'fields' && (
        <BatchFieldsDialog
          projectId={projectId}
          count={target.length}
          onClose={close}
          onSave={async (set) => (await batch.update(target, set)) !== null}
        />
      )}
      {dialog?.kind === 'assets' && (
        <BatchAssetDialog
          projectId={projectId}
          count={target.length}
          onClose={close}
          onSave={async (assetId, action) => (await batch.assets(target, assetId, action)) !== null}
        />
      )}
    </>
  );
}
