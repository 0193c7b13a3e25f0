import type { StyleModuleView } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { PRESET_SWATCHES } from '../utils/presetSwatches';

interface StyleModuleCardProps {
  module: StyleModuleView;
  onOpen: () => void;
}

/** A style module in the library: reference image (or its preset's swatch), name, preset and description. */
export function StyleModuleCard({ module, onOpen }: StyleModuleCardProps) {
  const { t, i18n } = useTranslation();
  const updated = new Date(module.updatedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const swatch = module.preset ? PRESET_SWATCHES[module.preset] : undefined;
  return (
    <div role="listitem" className="flex">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('styles.card.open', { name: module.name })}
        className="group flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface text-left transition-[border-color,box-shadow] hover:border-line-strong hover:shadow-md hover:shadow-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span
          className="block aspect-video w-full border-b border-line bg-elevated"
          style={swatch ? { background: swatch } : undefined}
        >
          {module.referenceImageUrl && (
            <img
              src={resolveMediaUrl(module.referenceImageUrl)}
              alt=""
              loading="lazy"
              className="size-full object-cover"
              onError={(event) => {
                // A broken link leaves the preset swatch visible rather than a broken-image icon.
                event.currentTarget.hidden = true;
              }}
            />
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-3.5">
          <span className="truncate text-sm font-semibold text-fg">{module.name}</span>
          <span className="text-xs font-medium text-accent">
            {module.preset ? t(`styles.presets.${module.preset}.name`) : t('styles.card.noPreset')}
          </span>
          {module.description && <span className="line-clamp-2 text-xs text-fg-muted">{module.description}</span>}
          <span className="mt-auto pt-1 text-xs text-fg-subtle">{t('styles.card.updated', { date: updated })}</span>
        </span>
      </button>
    </div>
  );
}
