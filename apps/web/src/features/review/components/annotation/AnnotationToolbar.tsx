import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button } from '../../../../ui';
import { ANNOTATION_COLORS, ANNOTATION_TOOLS, type AnnotationTool } from './annotationGeometry';

interface AnnotationToolbarProps {
  tool: AnnotationTool;
  onToolChange: (tool: AnnotationTool) => void;
  color: string;
  onColorChange: (color: string) => void;
  canUndo: boolean;
  onUndo: () => void;
  onClear: () => void;
}

const pressedClasses = (isPressed: boolean) =>
  isPressed ? 'border-accent bg-accent-soft text-accent' : 'border-line bg-surface text-fg-muted hover:text-fg';

/** The drawing tools: stroke, arrow or box, a colour, and undo of the last shape or clearing them all. */
export function AnnotationToolbar(props: AnnotationToolbarProps) {
  const { tool, onToolChange, color, onColorChange, canUndo, onUndo, onClear } = props;
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('review.annotation.toolbar')} className="flex flex-wrap items-center gap-2">
      <div className="flex gap-1" role="group" aria-label={t('review.annotation.tool')}>
        {ANNOTATION_TOOLS.map((item) => (
          <button
            key={item}
            type="button"
            data-testid={`review-annotation-tool-${item}`}
            aria-pressed={tool === item}
            onClick={() => onToolChange(item)}
            className={`h-8 rounded-lg border px-2.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring ${pressedClasses(tool === item)}`}
          >
            {t(`review.annotation.tools.${item}`)}
          </button>
        ))}
      </div>
      <div className="flex gap-1" role="group" aria-label={t('review.annotation.color')}>
        {ANNOTATION_COLORS.map((item) => (
          <button
            key={item.name}
            type="button"
            data-testid={`review-annotation-color-${item.name}`}
            aria-pressed={color === item.value}
            aria-label={t(`review.annotation.colors.${item.name}`)}
            onClick={() => onColorChange(item.value)}
            className={`grid size-8 place-items-center rounded-lg border focus-visible:outline-2 focus-visible:outline-ring ${pressedClasses(color === item.value)}`}
          >
            <span className="size-4 rounded-full border border-black/20" style={{ backgroundColor: item.value }} />
          </button>
        ))}
      </div>
      <div className="ml-auto flex gap-1">
        <Button variant="ghost" size="sm" data-testid="review-annotation-undo" disabled={!canUndo} onClick={onUndo}>
          {t('review.annotation.undo')}
        </Button>
        <Button variant="ghost" size="sm" data-testid="review-annotation-clear" disabled={!canUndo} onClick={onClear}>
          {t('review.annotation.clear')}
        </Button>
      </div>
    </div>
  );
}
