import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, LoadingError, Skeleton, useConfirm } from '../../../ui';
import { GenerateButton } from '../../generation';
import type { AssetView, VariantView } from '../api/assetTypes';
import { useAssetVariants } from '../hooks/useAssetVariants';
import { VARIANT_SUITE_KEY, useVariantGeneration } from '../hooks/useVariantGeneration';
import { useVariantImages } from '../hooks/useVariantImages';
import { useVariantMutations } from '../hooks/useVariantMutations';
import { resolveSelectedVariant } from '../utils/variantSelection';
import { AddVariantForm } from './AddVariantForm';
import { EditVariantModal } from './EditVariantModal';
import { ModificationsSection } from './ModificationsSection';
import { VariantImageGrid } from './VariantImageGrid';
import { VariantListItem } from './VariantListItem';
import { VariantSuiteAction } from './VariantSuiteAction';

/**
 * The selected asset's variants (Default first, then newest) with the chosen variant's images. Spec §4:
 * the newest variant, else Default, is selected when the asset is opened. The selected variant gets a
 * "Generate image" button; a location also gets the five-view variant suite.
 */
export function VariantsSection({ asset }: { asset: AssetView }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const variantsQuery = useAssetVariants(asset.id);
  const { create, update, remove, setPrimaryImage, deleteImage } = useVariantMutations(asset.id);
  const [editing, setEditing] = useState<VariantView | null>(null);
  const generation = useVariantGeneration(asset);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const variants = variantsQuery.data ?? [];
  const selected = resolveSelectedVariant(variants, selectedId);
  useVariantImages(asset.id, variants, selected?.id ?? null);
  const displayName = (name: string) => (name === DEFAULT_VARIANT_NAME ? t('assets.variants.default') : name);

  const handleDeleteVariant = async (id: string, name: string) => {
    const isConfirmed = await confirm({
      title: t('assets.variants.deleteTitle'),
      message: t('assets.variants.deleteMessage', { name: displayName(name) }),
      confirmLabel: t('assets.actions.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    remove.mutate(id, { onError: (caught) => setError(errorMessageOf(caught, t('assets.variants.deleteFailed'))) });
  };

  const handleDeleteImage = async (imageId: string) => {
    const isConfirmed = await confirm({
      title: t('assets.images.deleteTitle'),
      message: t('assets.images.deleteMessage'),
      confirmLabel: t('assets.actions.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    deleteImage.mutate(imageId, { onError: (caught) => setError(errorMessageOf(caught, t('assets.images.failed'))) });
  };

  const handleSetPrimary = (imageId: string) => {
    setError(null);
    setPrimaryImage.mutate(imageId, {
      onError: (caught) => setError(errorMessageOf(caught, t('assets.images.failed'))),
    });
  };

  const busyImageId =
    (setPrimaryImage.isPending ? setPrimaryImage.variables : null) ??
    (deleteImage.isPending ? deleteImage.variables : null);

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`variants-${asset.id}`}>
      <h3 id={`variants-${asset.id}`} className="text-sm font-semibold text-fg">
        {t('assets.variants.title')}
      </h3>
      {error && <Alert>{error}</Alert>}
      {variantsQuery.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('app.loading')}</span>
          <Skeleton className="h-13 w-full rounded-lg" />
          <Skeleton className="h-13 w-full rounded-lg" />
        </div>
      ) : variantsQuery.isError ? (
        <LoadingError
          operation={t('assets.variants.operation')}
          detail={errorMessageOf(variantsQuery.error)}
          onReload={() => void variantsQuery.refetch()}
        />
      ) : variants.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-fg-muted">{t('assets.variants.empty')}</p>
          <GenerateButton
            label={t('assets.generate.image')}
            cost={generation.imageCost}
            state={generation.stateOfVariant(null)}
            onGenerate={() => void generation.generateImage(null)}
          />
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('assets.variants.listLabel', { name: asset.name })}>
          {variants.map((variant) => (
            <VariantListItem
              key={variant.id}
              variant={variant}
              isSelected={variant.id === selected?.id}
              onSelect={() => setSelectedId(variant.id)}
              onEdit={() => setEditing(variant)}
              onDelete={() => void handleDeleteVariant(variant.id, variant.variant_name)}
              isDeleting={remove.isPending && remove.variables === variant.id}
              isGenerating={generation.isVariantGenerating(variant.id)}
            />
          ))}
        </ul>
      )}
      {selected && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h4 className="pt-1.5 text-sm font-medium text-fg-muted">
              {t('assets.images.title', { name: displayName(selected.variant_name) })}
            </h4>
            <GenerateButton
              label={t('assets.generate.image')}
              cost={generation.imageCost}
              state={generation.stateOfVariant(selected)}
              onGenerate={() => void generation.generateImage(selected)}
            />
          </div>
          <VariantImageGrid
            name={displayName(selected.variant_name)}
            images={selected.variant_images}
            busyImageId={busyImageId ?? null}
            onSetPrimary={handleSetPrimary}
            onDelete={(imageId) => void handleDeleteImage(imageId)}
          />
          <ModificationsSection
            key={selected.id}
            assetId={asset.id}
            variant={selected}
            variantName={displayName(selected.variant_name)}
            cost={generation.imageCost}
            stateOf={generation.stateOf}
            onApply={generation.applyModification}
          />
        </div>
      )}
      {asset.type === 'location' && variantsQuery.isSuccess && (
        <VariantSuiteAction
          images={generation.suiteImages}
          cost={generation.suiteCost}
          state={generation.stateOf(VARIANT_SUITE_KEY)}
          onGenerate={generation.generateSuite}
        />
      )}
      <AddVariantForm
        assetId={asset.id}
        isSaving={create.isPending}
        onCreate={(draft) => create.mutateAsync(draft)}
        onCreated={(variant) => setSelectedId(variant.id)}
      />
      {editing && (
        <EditVariantModal
          variant={editing}
          isSaving={update.isPending}
          onSave={(draft) => update.mutateAsync({ variant: editing, draft })}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
