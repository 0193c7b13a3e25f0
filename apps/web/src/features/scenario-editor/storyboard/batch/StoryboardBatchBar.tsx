import type { Scene, ShotBatchKind } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button, DropdownMenu, Icon, MENU_ITEM_CLASSES } from '../../../../ui';

interface StoryboardBatchBarProps {
  selectedCount: number;
  /** The episode's scenes (scene grouping), to move the selection into one. */
  scenes: readonly Scene[];
  isBusy: boolean;
  onGenerate: (kind: ShotBatchKind) => void;
  onSetFields: () => void;
  onAssets: () => void;
  onMoveToScene: (sceneId: string) => void;
  onDelete: () => void;
  onClear: () => void;
}

/**
 * What the professional edition does to the whole selection in one request: new images or videos (cost shown
 * before confirming), set fields, link or unlink an asset, move to a scene, delete. Shown while shots are selected.
 */
export function StoryboardBatchBar({
  selectedCount,
  scenes,
  isBusy,
  onGenerate,
  onSetFields,
  onAssets,
  onMoveToScene,
  onDelete,
  onClear,
}: StoryboardBatchBarProps) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('storyboard.batch.label', { count: selectedCount })}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary/5 p-2"
    >
      <span className="px-1 text-sm font-medium text-fg">{t('storyboard.batch.count', { count: selectedCount })}</span>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onGenerate('image')}>
        <Icon name="image" className="size-4" />
        {t('storyboard.batch.images')}
      </Button>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onGenerate('video')}>
        <Icon name="film" className="size-4" />
        {t('storyboard.batch.videos')}
      </Button>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={onSetFields}>
        <Icon name="pencil" className="size-4" />
        {t('storyboard.batch.setFields')}
      </Button>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={onAssets}>
        <Icon name="link" className="size-4" />
        {t('storyboard.batch.assets')}
      </Button>
      {scenes.length > 0 && (
        <DropdownMenu
          label={t('storyboard.batch.moveToScene')}
          align="start"
          trigger={
            <span className="flex items-center gap-1.5 text-sm">
              <Icon name="layers" className="size-4" />
              {t('storyboard.batch.moveToScene')}
            </span>
          }
          triggerClassName="rounded-lg border border-line bg-surface px-3 py-1.5 text-fg hover:bg-elevated disabled:opacity-50"
          panelClassName="min-w-56"
        >
          {(close) => (
            <div className="flex flex-col">
              {scenes.map((scene, index) => (
                <button
                  key={scene.id}
                  type="button"
                  role="menuitem"
                  disabled={isBusy}
                  className={MENU_ITEM_CLASSES}
                  onClick={() => {
                    close();
                    onMoveToScene(scene.id!);
                  }}
                >
                  {t('storyboard.batch.sceneItem', { number: index + 1, name: scene.name })}
                </button>
              ))}
            </div>
          )}
        </DropdownMenu>
      )}
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={onDelete}>
        <Icon name="trash" className="size-4" />
        {t('storyboard.batch.delete')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <Icon name="close" className="size-4" />
        {t('storyboard.batch.clear')}
      </Button>
    </div>
  );
}
