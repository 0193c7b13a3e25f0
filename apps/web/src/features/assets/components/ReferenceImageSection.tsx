import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Alert, Button, Icon, Spinner, buttonClasses, useConfirm } from '../../../ui';
import type { AssetView } from '../api/assetTypes';
import { useReferenceImage } from '../hooks/useReferenceImage';
import { referenceImageProblem, uploadErrorText } from '../utils/referenceImage';

interface ReferenceImageSectionProps {
  asset: AssetView;
  onAssetChange: (asset: AssetView) => void;
}

/** The asset's reference image: upload (multipart, field `image`), show and remove. */
export function ReferenceImageSection({ asset, onAssetChange }: ReferenceImageSectionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const { upload, remove } = useReferenceImage(asset.id, onAssetChange);
  // Only an uploaded image belongs here: a variant's picture is shown (and removed) with its variant.
  const imageUrl = asset.reference_image ?? (asset.image_source === 'variant' ? null : asset.imageUrl);
  const isBusy = upload.isPending || remove.isPending;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = referenceImageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(file, { onError: (caught) => setError(uploadErrorText(caught, t('assets.reference.uploadFailed'))) });
  };

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: t('assets.reference.removeTitle'),
      message: t('assets.reference.removeMessage', { name: asset.name }),
      confirmLabel: t('assets.reference.remove'),
    });
    if (!isConfirmed) return;
    setError(null);
    remove.mutate(undefined, { onError: () => setError(t('assets.reference.removeFailed')) });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-title`} className="text-sm font-semibold text-fg">
        {t('assets.reference.title')}
      </h3>
      <div className="relative grid aspect-video w-full place-items-center overflow-hidden rounded-xl border border-line bg-elevated">
        {imageUrl ? (
          <img
            src={resolveMediaUrl(imageUrl)}
            alt={t('assets.reference.alt', { name: asset.name })}
            className="size-full object-contain"
          />
        ) : (
          <p className="max-w-xs px-4 text-center text-sm text-fg-muted">{t('assets.reference.empty')}</p>
        )}
        {upload.isPending && (
          <div className="absolute inset-0 grid place-items-center bg-canvas/70 backdrop-blur-[1px]">
            <span className="flex items-center gap-2 text-sm text-fg">
              <Spinner className="size-5" />
              {t('assets.reference.uploading')}
            </span>
          </div>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={isBusy}
          onChange={handleFileChange}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-disabled={isBusy || undefined}
          className={buttonClasses(
            'secondary',
            'sm',
            `cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring ${
              isBusy ? 'pointer-events-none opacity-60' : ''
            }`,
          )}
        >
          {upload.isPending ? <Spinner /> : <Icon name="upload" className="size-4" />}
          {imageUrl ? t('assets.reference.replace') : t('assets.reference.upload')}
        </label>
        {imageUrl && (
          <Button variant="ghost" size="sm" onClick={handleRemove} isLoading={remove.isPending} disabled={isBusy}>
            <Icon name="trash" className="size-4" />
            {t('assets.reference.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
