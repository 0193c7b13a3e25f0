import type { Scenario, Scene, Shot } from '@sym/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { EmptyState } from '../../../ui';
import { ShotCard } from '../components/ShotCard';
import { StoryboardToolbar } from '../components/StoryboardToolbar';
import { useEditorHistory } from '../history/useEditorHistory';
import { useStoryboardGeneration } from '../hooks/useStoryboardGeneration';
import { ShotEditorPanel } from '../shot-editor/ShotEditorPanel';
import { shotImageKey, shotVideoKey } from '../utils/shotReadiness';
import { ShotFullView } from './ShotFullView';
import { StoryboardEditBar } from './StoryboardEditBar';
import { StoryboardGrid } from './StoryboardGrid';
import { shotDomId, type StoryboardItemActions } from './StoryboardCardBody';
import { StoryboardItem } from './StoryboardItem';
import { MIN_CARD_WIDTH, GRID_GAP, columnsFor, readStoryboardView, storeStoryboardView } from './storyboardView';
import type { StoryboardView } from './storyboardView';
import { useElementWidth } from './useElementWidth';
import { useShotAssetNames } from './useShotAssetNames';
import { useShotSelection } from './useShotSelection';
import { useAnnounceShotSelection, useShotSelections } from '../../collaboration';
import { useStoryboardActions } from './useStoryboardActions';
import { useStoryboardKeyboard } from './useStoryboardKeyboard';
import { targetIndex } from './shotSelection';
import { useTeamRoleAccess } from '../../teams';
import { SceneHeader } from '../scenes/SceneHeader';
import { SceneHeadingDialog } from '../scenes/SceneHeadingDialog';
import { useSceneEdits } from '../scenes/useSceneEdits';
import { useScenes } from '../scenes/useScenes';
import type { StoryboardRow } from './storyboardRows';
import { useGatedControl } from '../../../app/tier';
import { StoryboardBatch } from './batch/StoryboardBatch';
import { useShotBatch } from './batch/useShotBatch';
import { FreshnessContext } from '../freshness/FreshnessContext';
import { UpToDateBar } from '../freshness/UpToDateBar';
import { useFreshness } from '../freshness/useFreshness';

interface StoryboardWorkspaceProps {
  projectId: string;
  scenarioId: string;
  scenario: Scenario;
  shots: readonly Shot[];
  emptyTitle: string;
  emptyMessage: string;
}

/**
 * The loaded storyboard: edit bar, generation toolbar, the shots in the chosen view with selection, drag and
 * keyboard editing, and the shot editor of the focused shot beside them.
 */
export function StoryboardWorkspace({
  projectId,
  scenarioId,
  scenario,
  shots,
  emptyTitle,
  emptyMessage,
}: StoryboardWorkspaceProps) {
  const history = useEditorHistory();
  const rootRef = useRef<HTMLDivElement>(null);
  const widthRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(widthRef);
  const [view, setView] = useState<StoryboardView>(readStoryboardView);
  const columns = view === 'full' ? 1 : columnsFor(width, MIN_CARD_WIDTH[view], GRID_GAP);
  const order = useMemo(() => shots.map((shot) => shot.id), [shots]);
  const selection = useShotSelection(order);
  const peers = useShotSelections(projectId);
  useAnnounceShotSelection(projectId, selection.selectedIds);
  const hasBatch = useGatedControl('storyboard.batch').isEnabled;
  const batch = useShotBatch(scenarioId);
  const deleteMany = async (ids: readonly string[]) => (await batch.delete(ids))?.shotIds ?? [];
  const actions = useStoryboardActions(scenarioId, shots, selection, hasBatch ? deleteMany : undefined);
  const generation = useStoryboardGeneration(projectId, scenarioId, shots);
  const freshness = useFreshness(scenarioId, shots);
  const assetNamesOf = useShotAssetNames(projectId, shots);
  const focused = selection.focusId ? shots.find((shot) => shot.id === selection.focusId) : undefined;
  const { t } = useTranslation();
  const { canEdit } = useTeamRoleAccess();
  const { isEnabled: hasSceneGrouping, scenes } = useScenes(scenarioId);
  const sceneEdits = useSceneEdits(scenarioId);
  const [editingScene, setEditingScene] = useState<Scene | null>(null);
  const [isSceneBusy, setIsSceneBusy] = useState(false);
  const runSceneEdit = useCallback(async (work: () => Promise<boolean>) => {
    setIsSceneBusy(true);
    try {
      return await work();
    } finally {
      setIsSceneBusy(false);
    }
  }, []);

  const changeView = (next: StoryboardView) => {
    setView(next);
    storeStoryboardView(next);
    if (selection.focusId) actions.focusShot(selection.focusId);
  };

  useStoryboardKeyboard(rootRef, {
    onMove: (key, extend) => {
      // The Full view shows the first shot before anything is selected: moving starts from there.
      const from = selection.focusId ?? (view === 'full' ? (order[0] ?? null) : null);
      const next = order[targetIndex(from ? order.indexOf(from) : -1, key, columns, order.length)];
      if (!next) return;
      if (extend && selection.focusId) selection.move(key, columns, true);
      else selection.select([next]);
      actions.focusShot(next);
    },
    onMoveShot: (key) =>
      actions.moveFocused(key === 'left' ? -1 : key === 'right' ? 1 : key === 'up' ? -columns : columns),
    onDelete: actions.deleteSelected,
    onDuplicate: actions.duplicateSelected,
    onUndo: actions.undo,
    onRedo: actions.redo,
    onSelectAll: () => selection.select(order),
    onEscape: selection.clear,
  });

  // Stable callbacks for the memoised cards: they read the latest state through a ref.
  const latest = useRef({ selection, generation });
  latest.current = { selection, generation };
  const itemActions = useMemo<StoryboardItemActions>(
    () => ({
      onSelect: (id, modifiers) => latest.current.selection.click(id, modifiers),
      onGenerateImage: (shot) => void latest.current.generation.generateImage(shot),
      onGenerateVideo: (shot) => void latest.current.generation.generateVideo(shot),
    }),
    [],
  );

  const tabStop = selection.focusId ?? order[0];
  const renderItem = useCallback(
    (shot: Shot, index: number) => (
      <StoryboardItem
        key={shot.id}
        shot={shot}
        index={index}
        count={shots.length}
        view={view === 'simple' ? 'simple' : 'deluxe'}
        aspectRatio={scenario.aspectRatio}
        isSelected={selection.isSelected(shot.id)}
        isFocused={selection.focusId === shot.id}
        tabIndex={shot.id === tabStop ? 0 : -1}
        assetNames={assetNamesOf(shot)}
        imageCost={generation.imageCost}
        videoCost={generation.videoCost}
        imageState={generation.stateOf(shotImageKey(shot.id))}
        videoState={generation.stateOf(shotVideoKey(shot.id))}
        actions={itemActions}
        selectedBy={peers.byShot.get(shot.id)}
      />
    ),
    [shots.length, view, scenario.aspectRatio, selection, tabStop, assetNamesOf, generation, itemActions, peers.byShot],
  );

  const renderScene = (row: Extract<StoryboardRow, { kind: 'scene' }>) => (
    <SceneHeader
      scene={row.scene}
      number={row.number}
      sceneCount={scenes.length}
      shotDurations={row.shotIndexes.map((index) => shots[index]!.duration)}
      canEdit={canEdit}
      isBusy={isSceneBusy || actions.isBusy}
      onEdit={setEditingScene}
      onMove={(scene, delta) => void runSceneEdit(() => sceneEdits.move(scene.id!, delta))}
      onRemove={(scene) => void runSceneEdit(() => sceneEdits.remove(scene.id!))}
      onSelectShots={hasBatch ? (scene) => selection.select(scene.shotIds) : undefined}
    />
  );
  // Grouping makes the episode's first scenes (those its shots' places propose); after that a scene starts at the
  // focused shot (not at the first shot of a scene, which already starts one).
  const focusIndex = focused ? shots.indexOf(focused) : -1;
  const startsScene = focusIndex === 0 || (focusIndex > 0 && shots[focusIndex - 1]!.sceneId !== focused?.sceneId);
  const sceneAction = !hasSceneGrouping
    ? undefined
    : scenes.length === 0
      ? {
          label: t('storyboard.scenes.group'),
          isDisabled: shots.length === 0 || isSceneBusy,
          onClick: () => void runSceneEdit(sceneEdits.group),
        }
      : {
          label: t('storyboard.scenes.split'),
          isDisabled: !focused || startsScene || isSceneBusy,
          onClick: () => focused && void runSceneEdit(() => sceneEdits.split(focused.id)),
        };

  const fullShot = focused ?? shots[0];
  const renderShots = () => {
    if (shots.length === 0) return <EmptyState icon="film" title={emptyTitle} message={emptyMessage} />;
    if (view === 'full' && fullShot) {
      return (
        <ShotFullView shots={shots} current={fullShot} onShow={(shot) => selection.select([shot.id])}>
          <ShotCard
            shot={fullShot}
            size="full"
            aspectRatio={scenario.aspectRatio}
            assetNames={assetNamesOf(fullShot)}
            imageCost={generation.imageCost}
            videoCost={generation.videoCost}
            imageState={generation.stateOf(shotImageKey(fullShot.id))}
            videoState={generation.stateOf(shotVideoKey(fullShot.id))}
            onGenerateImage={() => void generation.generateImage(fullShot)}
            onGenerateVideo={() => void generation.generateVideo(fullShot)}
            domId={shotDomId(fullShot.id)}
            tabIndex={0}
            isSelected={selection.isSelected(fullShot.id)}
            isFocused={selection.focusId === fullShot.id}
          />
        </ShotFullView>
      );
    }
    return (
      <StoryboardGrid
        shots={shots}
        view={view === 'simple' ? 'simple' : 'deluxe'}
        columns={columns}
        width={width}
        aspectRatio={scenario.aspectRatio}
        focusRequest={actions.focusRequest}
        onReorder={actions.dropOnto}
        renderItem={renderItem}
        scenes={scenes}
        renderScene={renderScene}
      />
    );
  };

  return (
    <div className={`grid items-start gap-4 ${focused ? 'lg:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}>
      <div ref={rootRef} className="flex min-w-0 flex-col gap-4">
        <StoryboardEditBar
          view={view}
          onViewChange={changeView}
          selectedCount={selection.selectedIds.length}
          isBusy={actions.isBusy}
          onAdd={actions.addShot}
          onDuplicate={actions.duplicateSelected}
          onDelete={actions.deleteSelected}
          undoLabel={history.nextLabel}
          isUndoing={history.isUndoing}
          onUndo={actions.undo}
          redoLabel={history.nextRedoLabel}
          onRedo={actions.redo}
          sceneAction={sceneAction}
          error={actions.error ?? sceneEdits.error ?? batch.error}
        />
        {hasBatch && canEdit && (
          <StoryboardBatch
            projectId={projectId}
            scenarioId={scenarioId}
            shotIds={selection.selectedIds}
            scenes={scenes}
            batch={batch}
            isBusy={actions.isBusy || isSceneBusy}
            onGenerate={(kind, ids, cost) => void generation.generateSelected(kind, ids, cost)}
            onMoveToScene={(sceneId, ids) => void runSceneEdit(() => sceneEdits.moveShots(sceneId, ids))}
            onDelete={actions.deleteSelected}
            onClear={selection.clear}
          />
        )}
        {shots.length > 0 && (
          <StoryboardToolbar
            shotCount={shots.length}
            images={{
              shots: generation.imageShots,
              withImage: generation.imageShotsWithImage,
              unitCost: generation.imageCost,
              state: generation.allImagesState,
              onGenerate: (onlyWithoutImage) => void generation.generateAllImages(onlyWithoutImage),
            }}
            videos={{
              shots: generation.videoShots,
              cost: generation.allVideosCost,
              state: generation.allVideosState,
              onGenerate: () => void generation.generateAllVideos(),
            }}
          />
        )}
        <UpToDateBar
          scenarioId={scenarioId}
          freshness={freshness.data}
          selectedIds={selection.selectedIds}
          canEdit={canEdit}
          onStart={(kind, ids, cost) => void generation.bringUpToDate(kind, ids, cost)}
        />
        <div ref={widthRef} className="min-w-0">
          <FreshnessContext.Provider value={freshness.byShot}>{renderShots()}</FreshnessContext.Provider>
        </div>
      </div>
      {editingScene && (
        <SceneHeadingDialog
          projectId={projectId}
          scene={editingScene}
          onClose={() => setEditingScene(null)}
          onSave={(heading) => runSceneEdit(() => sceneEdits.rename(editingScene, heading))}
        />
      )}
      {focused && (
        <div className="order-first lg:sticky lg:top-28 lg:order-none lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto">
          <ShotEditorPanel
            projectId={projectId}
            scenarioId={scenarioId}
            shot={focused}
            aspectRatio={scenario.aspectRatio}
            onClose={selection.clear}
          />
        </div>
      )}
    </div>
  );
}
