import { useState } from 'react';
import { useBalanceSync } from '../../credits';
import { generationErrorText, useGenerationPricing } from '../../generation';
import { wizardApi } from '../api/wizardApi';
import type { WizardAsset, WizardDraft } from '../utils/wizardDraft';
import type { WizardDraftApi } from './useWizardDraft';

/**
 * Starts wizard preview images (paid image jobs) for assets of the draft; the job ticket goes into the draft
 * so a reload keeps following it. Errors are kept per asset key.
 */
export function useAssetPreviews(draft: WizardDraft, update: WizardDraftApi['update']) {
  const balance = useBalanceSync();
  const { costOf } = useGenerationPricing();
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [starting, setStarting] = useState<ReadonlySet<string>>(new Set());
  const cost = costOf('image');

  const setAsset = (key: string, change: Partial<WizardAsset>) =>
    update((current) => ({
      assets: current.assets.map((asset) => (asset.key === key ? { ...asset, ...change } : asset)),
    }));

  const generate = async (asset: WizardAsset) => {
    setErrors((current) => ({ ...current, [asset.key]: null }));
    setStarting((current) => new Set(current).add(asset.key));
    balance.spend(cost ?? 0);
    try {
      const ticket = await wizardApi.generatePreview({
        name: asset.name.trim(),
        type: asset.type,
        description: asset.description.trim(),
        style: {
          preset: draft.preset,
          custom_description: draft.customStyle.trim() || null,
          reference_image_url: draft.referenceImageUrl.trim() || null,
        },
      });
      setAsset(asset.key, { job: ticket });
    } catch (error) {
      balance.refund(cost ?? 0);
      setErrors((current) => ({ ...current, [asset.key]: generationErrorText(error) }));
    } finally {
      balance.resync();
      setStarting((current) => {
        const next = new Set(current);
        next.delete(asset.key);
        return next;
      });
    }
  };

  /** A preview job ended: its image becomes the asset's, or its error is shown. */
  const finish = (key: string, result: { url: string | null; error: string | null }) => {
    setAsset(key, result.url ? { job: null, imageUrl: result.url } : { job: null });
    if (result.error) setErrors((current) => ({ ...current, [key]: result.error }));
    balance.resync();
  };

  return { cost, errors, starting, generate, finish };
}
export type AssetPreviews = ReturnType<typeof useAssetPreviews>;
