import { sceneHeadingText, scenarioDuration, type Scene } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { formatSeconds } from '../utils/formatSeconds';

interface SceneHeaderProps {
  scene: Scene;
  /** 1-based place among the episode's scenes. */
  number: number;
  sceneCount: number;
  /** The durations of the shots now in the scene (the storyboard's own shots, not the scene's last answer). */
  shotDurations: readonly (number | null | undefined)[];
  canEdit: boolean;
  isBusy: boolean;
  onEdit: (scene: Scene) => void;
  onMove: (scene: Scene, delta: -1 | 1) => void;
  onRemove: (scene: Scene) => void;
  /** Selects every shot of the scene (batch operations); absent without them. */
  onSelectShots?: ((scene: Scene) => void) | undefined;
}

/** A scene's heading over its shots in the storyboard: number, heading, shots and length, and its edits. */
export function SceneHeader({
  scene,
  number,
  sceneCount,
  shotDurations,
  canEdit,
  isBusy,
  onEdit,
  onMove,
  onRemove,
  onSelectShots,
}: SceneHeaderProps) {
  const { t, i18n } = useTranslation();
  const heading = sceneHeadingText(scene);
  const length = formatSeconds(
    scenarioDuration(shotDurations.map((duration) => ({ duration }))),
    i18n.resolvedLanguage,
  );
  const disabled = isBusy || !canEdit;
  return (
    <div
      role="heading"
      aria-level={3}
      aria-label={
        heading
          ? t('storyboard.scenes.label', { n: number, name: heading })
          : t('storyboard.scenes.number', { n: number })
      }
      className="flex flex-wrap items-center gap-2 border-b border-line pt-2 pb-1.5"
    >
      <span className="rounded-md bg-canvas px-2 py-0.5 font-mono text-xs text-fg-muted">
        {t('storyboard.scenes.number', { n: number })}
      </span>
      <span className={`min-w-0 truncate tracking-wide ${heading ? 'font-semibold text-fg' : 'text-fg-muted italic'}`}>
        {heading || t('storyboard.scenes.noHeading')}
      </span>
      <span className="text-sm text-fg-muted">
        {t('storyboard.scenes.summary', { count: shotDurations.length, seconds: length })}
      </span>
      {scene.notes && <span className="min-w-0 truncate text-sm text-fg-muted italic">{scene.notes}</span>}
      <span className="ml-auto flex gap-1">
        {onSelectShots && (
          <Button
            variant="ghost"
            size="sm"
            disabled={shotDurations.length === 0}
            aria-label={t('storyboard.scenes.selectShots', { n: number })}
            onClick={() => onSelectShots(scene)}
          >
            <Icon name="check" className="size-4" />
            {t('storyboard.scenes.select')}
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onEdit(scene)}>
          <Icon name="pencil" className="size-4" />
          {t('storyboard.scenes.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || number === 1}
          aria-label={t('storyboard.scenes.moveUp', { n: number })}
          onClick={() => onMove(scene, -1)}
        >
          <Icon name="chevronDown" className="size-4 rotate-180" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || number === sceneCount}
          aria-label={t('storyboard.scenes.moveDown', { n: number })}
          onClick={() => onMove(scene, 1)}
        >
          <Icon name="chevronDown" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={t('storyboard.scenes.remove', { n: number })}
          onClick={() => onRemove(scene)}
        >
          <Icon name="close" className="size-4" />
        </Button>
      </span>
    </div>
  );
}
