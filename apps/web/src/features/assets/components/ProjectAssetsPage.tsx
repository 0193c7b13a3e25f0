import { ASSET_TYPES, DEFAULT_ASSET_TYPE, type AssetType } from '@sym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { errorMessageOf } from '../../../lib/errors';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  LoadingError,
  OutcomeMessage,
  PageHeader,
  Skeleton,
  SubTabs,
  useConfirm,
} from '../../../ui';
import type { AssetDraft, AssetView } from '../api/assetTypes';
import { ProjectPresence, useReportActivity } from '../../collaboration';
import { useAssetFolders } from '../hooks/useAssetFolders';
import { useAssetMutations } from '../hooks/useAssetMutations';
import { useBackgroundVariants } from '../hooks/useBackgroundVariants';
import { useProjectAssets } from '../hooks/useProjectAssets';
import { useProjectSeries } from '../hooks/useProjectSeries';
import { ASSET_TYPE_ICONS, parseAssetType } from '../utils/assetTypes';
import { findFolder } from '../utils/folders';
import { AssetDetailPanel } from './AssetDetailPanel';
import { AssetFolderList } from './AssetFolderList';
import { AssetFormModal } from './AssetFormModal';
import { BibleMoveDialog } from './BibleMoveDialog';
import { MoveToFolderModal } from './MoveToFolderModal';
import { NewFolderForm } from './NewFolderForm';

/** Below the lg breakpoint the details stack under the list. */
const NARROW_SCREEN = '(max-width: 1023px)';

type FormState = { mode: 'create'; type: AssetType } | { mode: 'edit'; asset: AssetView } | null;

/** The edit form's fields; the folder takes the listed spelling so the folder select shows it. */
const draftOf = (asset: AssetView, folders: readonly string[]): AssetDraft => ({
  name: asset.name,
  type: asset.type,
  description: asset.description ?? '',
  folder: asset.folder ? (findFolder(folders, asset.folder) ?? asset.folder) : '',
  attachedStyleModules: [...asset.attachedStyleModules],
});

/** The edit's changes; the style modules only when they changed (their ids are checked where they are used). */
const changesOf = (asset: AssetView, draft: AssetDraft): Partial<AssetDraft> => {
  const { attachedStyleModules, ...fields } = draft;
  const isSame =
    attachedStyleModules.length === asset.attachedStyleModules.length &&
    attachedStyleModules.every((id, index) => asset.attachedStyleModules[index] === id);
  return isSame ? fields : draft;
};

/**
 * /projects/{id}/assets: the project's characters, locations, props and styles by type and folder, with
 * the selected asset's reference image and variants beside the list.
 */
export function ProjectAssetsPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const title = t('pages.assets.title');
  useDocumentTitle(title);
  useReportActivity(projectId, 'browsing_assets');
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const assetsQuery = useProjectAssets(projectId);
  const { create, update, remove, replaceInList } = useAssetMutations(projectId);
  const assets = assetsQuery.data ?? [];
  useBackgroundVariants(
    projectId,
    assets.map((asset) => asset.id),
  );
  const usedFolders = assets.flatMap((asset) => (asset.folder?.trim() ? [asset.folder.trim()] : []));
  const folderState = useAssetFolders(projectId, usedFolders);
  const [formState, setFormState] = useState<FormState>(null);
  const [movingAsset, setMovingAsset] = useState<AssetView | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const series = useProjectSeries(projectId);
  const seriesName = series ? series.name || t('projects.series.label') : null;
  const [isMovingToBible, setIsMovingToBible] = useState(false);
  const [bibleOutcome, setBibleOutcome] = useState<string | null>(null);
  const hasOwnAssets = assets.some((asset) => !asset.seriesId);
  const detailRef = useRef<HTMLDivElement>(null);
  const isScrollPendingRef = useRef(false);

  const selected = assets.find((asset) => asset.id === searchParams.get('asset')) ?? null;
  const activeType = parseAssetType(searchParams.get('type')) ?? selected?.type ?? DEFAULT_ASSET_TYPE;
  const shownAssets = assets.filter((asset) => asset.type === activeType);
  const hasList = assetsQuery.isSuccess && shownAssets.length > 0;

  const showView = (type: AssetType, assetId: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.set('type', type);
    if (assetId) next.set('asset', assetId);
    else next.delete('asset');
    setSearchParams(next, { replace: true });
  };

  const handleSelect = (asset: AssetView) => {
    isScrollPendingRef.current = true;
    showView(asset.type, asset.id);
  };

  // On narrow screens the details sit under the list: once they show the chosen asset, bring them into view.
  const selectedId = selected?.id;
  useEffect(() => {
    if (!selectedId || !isScrollPendingRef.current) return;
    isScrollPendingRef.current = false;
    if (window.matchMedia?.(NARROW_SCREEN).matches) detailRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selectedId]);

  const handleCreate = async (draft: AssetDraft) => {
    const asset = await create.mutateAsync(draft);
    setFormState(null);
    if (asset.folder) folderState.expand(asset.folder);
    showView(asset.type, asset.id);
  };

  const handleEdit = async (asset: AssetView, draft: AssetDraft, version?: string) => {
    const updated = await update.mutateAsync({
      id: asset.id,
      changes: changesOf(asset, draft),
      expectedUpdatedAt: version ?? asset.updatedAt,
    });
    setFormState(null);
    if (updated.folder) folderState.expand(updated.folder);
    if (selected?.id === updated.id) showView(updated.type, updated.id);
  };

  const handleMove = async (asset: AssetView, folder: string) => {
    await update.mutateAsync({ id: asset.id, changes: { folder } });
    setMovingAsset(null);
    if (folder) folderState.expand(folder);
  };

  const handleDelete = async (asset: AssetView) => {
    const isConfirmed = await confirm({
      title: t('assets.delete.title'),
      message: t('assets.delete.message', { name: asset.name }),
      confirmLabel: t('assets.delete.confirm'),
    });
    if (!isConfirmed) return;
    setActionError(null);
    remove.mutate(asset.id, {
      onSuccess: () => {
        if (selected?.id === asset.id) showView(activeType, null);
      },
      onError: (error) => setActionError(errorMessageOf(error, t('assets.delete.failed'))),
    });
  };

  const openCreate = () => setFormState({ mode: 'create', type: activeType });
  const newAssetButton = (
    <Button onClick={openCreate}>
      <Icon name="plus" className="size-4" />
      {t('assets.new')}
    </Button>
  );

  const tabs = ASSET_TYPES.map((type) => ({
    id: type,
    label: t(`assets.typesPlural.${type}`),
    count: assetsQuery.isSuccess ? assets.filter((asset) => asset.type === type).length : undefined,
  }));

  const renderList = () => {
    if (assetsQuery.isPending) {
      return (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('app.loading')}</span>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      );
    }
    if (assetsQuery.isError) {
      return (
        <LoadingError
          operation={t('assets.operation')}
          detail={errorMessageOf(assetsQuery.error)}
          onReload={() => void assetsQuery.refetch()}
        />
      );
    }
    if (shownAssets.length === 0) {
      return (
        <EmptyState
          icon={ASSET_TYPE_ICONS[activeType]}
          title={t(`assets.empty.${activeType}`)}
          message={t('assets.empty.message')}
          action={newAssetButton}
        />
      );
    }
    return (
      <AssetFolderList
        assets={shownAssets}
        folders={folderState.folders}
        usedFolders={usedFolders}
        customFolders={folderState.customFolders}
        selectedId={selected?.id ?? null}
        isExpanded={folderState.isExpanded}
        onToggleFolder={folderState.toggle}
        onRemoveFolder={folderState.deleteFolder}
        onSelect={handleSelect}
        onEdit={(asset) => setFormState({ mode: 'edit', asset })}
        onMove={setMovingAsset}
        onDelete={(asset) => void handleDelete(asset)}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={t('nav.project')}
        title={title}
        description={t('pages.assets.description')}
        actions={
          <div className="flex items-center gap-3">
            <ProjectPresence projectId={projectId} />
            {seriesName !== null && hasOwnAssets && (
              <Button variant="secondary" onClick={() => setIsMovingToBible(true)}>
                <Icon name="folder" className="size-4" />
                {t('assets.bible.move')}
              </Button>
            )}
            {newAssetButton}
          </div>
        }
      />
      {actionError && <Alert>{actionError}</Alert>}
      <OutcomeMessage
        outcome={bibleOutcome ? { tone: 'success', text: bibleOutcome } : null}
        onDismiss={() => setBibleOutcome(null)}
        dismissLabel={t('projects.feedback.dismiss')}
      />
      <SubTabs
        label={t('assets.tabsLabel')}
        items={tabs}
        activeId={activeType}
        idPrefix="asset-type"
        onChange={(type) => showView(type, selected?.type === type ? selected.id : null)}
      />
      <div
        role="tabpanel"
        aria-labelledby={`asset-type-${activeType}`}
        className={
          hasList ? 'grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start' : 'flex flex-col gap-4'
        }
      >
        <div className="flex min-w-0 flex-col gap-4">
          {assetsQuery.isSuccess && <NewFolderForm onCreate={folderState.createFolder} />}
          {renderList()}
        </div>
        <div ref={detailRef} className="min-w-0 scroll-mt-28">
          {selected && selected.type === activeType ? (
            <AssetDetailPanel
              asset={selected}
              onEdit={() => setFormState({ mode: 'edit', asset: selected })}
              onDelete={() => void handleDelete(selected)}
              onClose={() => showView(activeType, null)}
              onAssetChange={replaceInList}
            />
          ) : (
            hasList && (
              <EmptyState
                isCompact
                icon="image"
                title={t('assets.detail.placeholderTitle')}
                message={t('assets.detail.placeholderMessage')}
              />
            )
          )}
        </div>
      </div>
      {formState && (
        <AssetFormModal
          mode={formState.mode}
          initialDraft={
            formState.mode === 'create'
              ? { name: '', type: formState.type, description: '', folder: '', attachedStyleModules: [] }
              : draftOf(formState.asset, folderState.folders)
          }
          folders={folderState.folders}
          projectId={projectId}
          seriesName={seriesName}
          isSaving={create.isPending || update.isPending}
          onSubmit={(draft, version) =>
            formState.mode === 'create' ? handleCreate(draft) : handleEdit(formState.asset, draft, version)
          }
          onClose={() => setFormState(null)}
          lockTarget={formState.mode === 'edit' ? { projectId, assetId: formState.asset.id } : undefined}
        />
      )}
      {isMovingToBible && seriesName !== null && (
        <BibleMoveDialog
          projectId={projectId}
          seriesName={seriesName}
          onClose={() => setIsMovingToBible(false)}
          onMoved={(result) => {
            setIsMovingToBible(false);
            void assetsQuery.refetch();
            setBibleOutcome(
              t('assets.bible.outcome', {
                moved: result.moved.length,
                merged: result.merged.length,
                series: seriesName,
              }),
            );
          }}
        />
      )}
      {movingAsset && (
        <MoveToFolderModal
          asset={movingAsset}
          folders={folderState.folders}
          isSaving={update.isPending}
          onMove={(folder) => handleMove(movingAsset, folder)}
          onClose={() => setMovingAsset(null)}
        />
      )}
    </div>
  );
}
