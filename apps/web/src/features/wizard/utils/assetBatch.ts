import type { WizardAsset } from './wizardDraft';

/** Assets "Generate all" starts an image for: kept, named, without an image and with none on its way. */
export function assetsToGenerate(assets: readonly WizardAsset[], starting: ReadonlySet<string>): WizardAsset[] {
  return assets.filter(
    (asset) =>
      asset.decision !== 'rejected' &&
      asset.name.trim() !== '' &&
      !asset.imageUrl &&
      !asset.job &&
      !starting.has(asset.key),
  );
}

/** Assets "Approve all generated" approves: those with a finished image not decided on yet (pending or skipped). */
export function assetsToApprove(assets: readonly WizardAsset[]): WizardAsset[] {
  return assets.filter(
    (asset) => Boolean(asset.imageUrl) && !asset.job && (asset.decision === 'pending' || asset.decision === 'skipped'),
  );
}

export interface BatchProgress {
  /** Images of the batch that ended (made, or failed with their error shown). */
  done: number;
  total: number;
}

/** How far a "Generate all" batch is: an asset is done once its job ended (or it was removed meanwhile). */
export function batchProgress(
  assets: readonly WizardAsset[],
  batch: ReadonlySet<string>,
  starting: ReadonlySet<string>,
): BatchProgress {
  const byKey = new Map(assets.map((asset) => [asset.key, asset]));
  let done = 0;
  for (const key of batch) {
    const asset = byKey.get(key);
    if (!asset || (!asset.job && !starting.has(key))) done += 1;
  }
  return { done, total: batch.size };
}
