import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon, Spinner } from '../../../ui';
import type { VariantView } from '../api/assetTypes';

interface VariantListItemProps {
  variant: VariantView;
  isSelected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
  /** An image is being generated for it (spec §4). */
  isGenerating?: boolean;
}

/** One variant: a button selecting it (name, words, generating mark, date, image count), edit and delete buttons. */
export function VariantListItem({
  variant,
  isSelected,
  onSelect,
  onEdit,
  onDelete,
  isDeleting,
  isGenerating = false,
}: VariantListItemProps) {
  const { t, i18n } = useTranslation();
  // The server names every asset's first variant 'Default' in English; it is shown in the user's language.
  const name = variant.variant_name === DEFAULT_VARIANT_NAME ? t('assets.variants.default') : variant.variant_name;
  const preview = variant.image_url_thumb ?? variant.image_url;
  const created = new Date(variant.created_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <li
      className={`flex items-center gap-2 rounded-lg border p-1.5 ${
        isSelected ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:border-line-strong'
      }`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-md bg-elevated text-fg-subtle">
          {preview ? (
            <img src={resolveMediaUrl(preview)} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <Icon name="image" className="size-4" />
          )}
        </span>
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-medium text-fg">{name}</span>
            {isGenerating && (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
                <Spinner className="size-3" />
                {t('assets.variants.generating')}
              </span>
            )}
          </span>
          {variant.description && (
            <span className="block truncate text-xs text-fg" title={variant.description}>
              {variant.description}
            </span>
          )}
          <span className="block truncate text-xs text-fg-muted">
            {t('assets.variants.created', { date: created })} ·{' '}
            {t('assets.variants.imageCount', { count: variant.variant_images.length })}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('assets.variants.editNamed', { name })}
        className="grid size-8 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Icon name="pencil" className="size-4" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={isDeleting}
        aria-label={t('assets.variants.deleteNamed', { name })}
        className="grid size-8 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-danger focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
      >
        <Icon name="trash" className="size-4" />
      </button>
    </li>
  );
}
