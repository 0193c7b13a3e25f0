import { useEffect, useState } from 'react';
import { useBalanceSync } from '../../credits';
import { generationErrorText, useGenerationPricing } from '../../generation';
import { wizardApi } from '../api/wizardApi';
import { batchProgress } from '../utils/assetBatch';
import type { WizardAsset, WizardDraft } from '../utils/wizardDraft';
import type { WizardDraftApi } from './useWizardDraft';

/**
 * Starts wizard preview images (paid image jobs) for assets of the draft, one or all at once; the job ticket
 * goes into the draft so a reload keeps following it. Errors are kept per asset key.
 */
export function useAssetPreviews(draft: WizardDraft, update: WizardDraftApi['update']) {
  const balance = useBalanceSync();
  const { costOf } = useGenerationPricing();
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [starting, setStarting] = useState<ReadonlySet<string>>(new Set());
  // The assets of the running "Generate all", for its progress, and those of them not started yet.
  const [batch, setBatch] = useState<ReadonlySet<string>>(new Set());
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  // Why the last "Generate all" stopped before its end (e.g. 'Not enough credits...').
  const [batchError, setBatchError] = useState<string | null>(null);
  const cost = costOf('image');

  const setAsset = (key: string, change: Partial<WizardAsset>) =>
    update((current) => ({
      assets: current.assets.map((asset) => (asset.key === key ? { ...asset, ...change } : asset)),
    }));

  /** Starts one asset's image; resolves why it could not start, or null when it did. */
  const generate = async (asset: WizardAsset): Promise<string | null> => {
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
      return null;
    } catch (error) {
      balance.refund(cost ?? 0);
      const text = generationErrorText(error);
      setErrors((current) => ({ ...current, [asset.key]: text }));
      return text;
    } finally {
      balance.resync();
      setStarting((current) => {
        const next = new Set(current);
        next.delete(asset.key);
        return next;
      });
    }
  };

  /**
   * "Generate all": starts the assets' images one after another (each start is quick, the jobs then run side
   * by side); the first refusal (e.g. not enough credits) stops the rest, which leave the batch.
   */
  const generateAll = async (assets: readonly WizardAsset[]) => {
    const keys = assets.map((asset) => asset.key);
    setBatchError(null);
    setBatch(new Set(keys));
    setQueued(new Set(keys));
    for (const [index, asset] of assets.entries()) {
      setQueued(new Set(keys.slice(index + 1)));
      const refusal = await generate(asset);
      if (refusal === null) continue;
      setBatchError(refusal);
      const unstarted = new Set(keys.slice(index + 1));
      setBatch((current) => new Set([...current].filter((key) => !unstarted.has(key))));
      setQueued(new Set());
      return;
    }
  };

  const waiting = new Set([...starting, ...queued]);
  const progress = batch.size > 0 ? batchProgress(draft.assets, batch, waiting) : null;
  const isBatchDone = progress !== null && progress.done === progress.total;
  // A finished batch ends, so a later single Generate shows no batch progress.
  useEffect(() => {
    if (isBatchDone) setBatch(new Set());
  }, [isBatchDone]);

  /** A preview job ended: its image becomes the asset's, or its error is shown. */
  const finish = (key: string, result: { url: string | null; error: string | null }) => {
    setAsset(key, result.url ? { job: null, imageUrl: result.url } : { job: null });
    if (result.error) setErrors((current) => ({ ...current, [key]: result.error }));
    balance.resync();
  };

  return {
    cost,
    errors,
    /** Assets whose image is being started, or waiting in "Generate all" to be. */
    starting: waiting as ReadonlySet<string>,
    /** The running "Generate all"; null when none runs. */
    progress: isBatchDone ? null : progress,
    batchError,
    generate,
    generateAll,
    finish,
  };
}
export type AssetPreviews = ReturnType<typeof useAssetPreviews>;
