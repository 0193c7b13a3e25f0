import { DEFAULT_VARIANT_NAME, type Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { call } from '../../../../lib/transport';
import { Alert, SelectField } from '../../../../ui';
import { useAssetVariants } from '../../../assets';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import type { ListedAsset } from '../shotEditorApi';

interface ShotLookPickerProps {
  scenarioId: string;
  shot: Shot;
  /** The project's assets (the shot's linked characters are picked from them). */
  assets: readonly ListedAsset[];
  canEdit: boolean;
}

const DEFAULT_LOOK = '';

/**
 * Which look each linked character wears in the shot ("school uniform", "winter coat"): one of its variants, or
 * its default. The image is drawn from that look's words and picture, and is marked stale when the look changes.
 */
export function ShotLookPicker({ scenarioId, shot, assets, canEdit }: ShotLookPickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const characters = assets.filter((asset) => asset.type === 'character' && shot.assetIds.includes(asset.id));
  if (characters.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('shotEditor.looks.title')}
      </h3>
      {characters.map((asset) => (
        <LookSelect key={asset.id} scenarioId={scenarioId} shot={shot} asset={asset} canEdit={canEdit} />
      ))}
    </section>
  );
}

function LookSelect({
  scenarioId,
  shot,
  asset,
  canEdit,
}: {
  scenarioId: string;
  shot: Shot;
  asset: ListedAsset;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const variants = useAssetVariants(asset.id);
  const [error, setError] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const looks = (variants.data ?? []).filter((variant) => variant.variant_name !== DEFAULT_VARIANT_NAME);
  const current = shot.looks?.[asset.id] ?? DEFAULT_LOOK;

  const choose = async (variantId: string) => {
    setError(false);
    setIsSaving(true);
    try {
      const updated = await call('scenario.shot.look', {
        id: scenarioId,
        shotId: shot.id,
        assetId: asset.id,
        variantId: variantId || null,
      });
      queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId), (shots) =>
        shots?.map((entry) => (entry.id === updated.id ? updated : entry)),
      );
    } catch {
      setError(true);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={t('shotEditor.looks.label', { name: asset.name })}
        value={current}
        disabled={!canEdit || isSaving || variants.isPending}
        options={[
          { value: DEFAULT_LOOK, label: t('shotEditor.looks.default') },
          ...looks.map((variant) => ({ value: variant.id, label: variant.variant_name })),
        ]}
        onValueChange={(value) => void choose(value)}
      />
      {looks.length === 0 && variants.isSuccess && (
        <p className="text-xs text-fg-muted">{t('shotEditor.looks.none', { name: asset.name })}</p>
      )}
      {error && <Alert>{t('shotEditor.looks.failed')}</Alert>}
    </div>
  );
}
