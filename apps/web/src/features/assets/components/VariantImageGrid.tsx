import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Button, Icon } from '../../../ui';
import type { VariantImageView } from '../api/assetTypes';

interface VariantImageGridProps {
  /** The variant's display name. */
  name: string;
  images: readonly VariantImageView[];
  busyImageId: string | null;
  onSetPrimary: (imageId: string) => void;
  onDelete: (imageId: string) => void;
}

/** The images of the selected variant; each can be made primary or deleted. */
export function VariantImageGrid({ name, images, busyImageId, onSetPrimary, onDelete }: VariantImageGridProps) {
  const { t } = useTranslation();
  if (images.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line px-3 py-6 text-center text-sm text-fg-muted">
        {t('assets.images.empty')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('assets.images.title', { name })}>
      {images.map((image, index) => {
        const isBusy = busyImageId === image.id;
        return (
          <li
            key={image.id}
            className={`flex flex-col overflow-hidden rounded-lg border bg-surface ${
              image.is_primary ? 'border-accent ring-1 ring-accent/60' : 'border-line'
            }`}
          >
            <img
              src={resolveMediaUrl(image.image_url_small ?? image.image_url)}
              alt={t('assets.images.alt', { index: index + 1, name })}
              loading="lazy"
              className="aspect-square w-full bg-elevated object-cover"
            />
            <div className="flex items-center justify-between gap-1 p-1.5">
              {image.is_primary ? (
                <span className="inline-flex items-center gap-1 px-1.5 text-xs font-medium text-accent">
                  <Icon name="star" className="size-3.5" />
                  {t('assets.images.primary')}
                </span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2 text-xs"
                  onClick={() => onSetPrimary(image.id)}
                  disabled={isBusy}
                  aria-label={t('assets.images.setPrimaryNamed', { index: index + 1 })}
                >
                  {t('assets.images.setPrimary')}
                </Button>
              )}
              <button
                type="button"
                onClick={() => onDelete(image.id)}
                disabled={isBusy}
                aria-label={t('assets.images.deleteNamed', { index: index + 1 })}
                className="grid size-8 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-danger focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
              >
                <Icon name="trash" className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
