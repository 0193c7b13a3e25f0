import { useActiveJobs, useJobsProgress } from '../../generation';
import type { AssetView } from '../api/assetTypes';

/**
 * The progress (0-100, the mean over its jobs) of the asset's images being generated right now, as the
 * server knows them (so a reload still shows them); null when none is queued or running.
 */
export function useAssetJobProgress(asset: AssetView): number | null {
  const jobs = useActiveJobs(asset.projectId).filter((job) => job.assetId === asset.id);
  const states = useJobsProgress(jobs);
  const running = jobs.flatMap((job, index) => {
    const state = states[index];
    return state?.isRunning ? [Math.max(state.progress, state.job ? 0 : job.progress)] : [];
  });
  if (running.length === 0) return null;
  return Math.round(running.reduce((sum, progress) => sum + progress, 0) / running.length);
}
