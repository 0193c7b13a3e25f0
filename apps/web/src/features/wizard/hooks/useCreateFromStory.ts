import type { JobTicket, ProjectCreateWithStoryResult } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBalanceSync } from '../../credits';
import { generationErrorText, useJobsProgress } from '../../generation';
import { projectKeys } from '../../projects';
import { wizardApi } from '../api/wizardApi';
import { createInputOf, type WizardDraft } from '../utils/wizardDraft';

export type CreationPhase = 'idle' | 'creating' | 'generating' | 'done' | 'failed';

/**
 * Step 6: one atomic create-with-story call (project, episode, assets, shots), then — when asked — image jobs
 * for every shot, followed until they end. `onCreated` runs once the project exists (the draft is cleared then).
 */
export function useCreateFromStory(onCreated: () => void) {
  const queryClient = useQueryClient();
  const balance = useBalanceSync();
  const [phase, setPhase] = useState<CreationPhase>('idle');
  const [created, setCreated] = useState<ProjectCreateWithStoryResult | null>(null);
  // Null until the image batch answered: until then "generating" is not done, even with no jobs to follow.
  const [tickets, setTickets] = useState<JobTicket[] | null>(null);
  const [stoppedReason, setStoppedReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const followed = tickets ?? [];
  const states = useJobsProgress(followed);
  const finished = states.filter((state) => !state.isRunning).length;
  const failed = states.filter((state) => !state.isRunning && state.status !== 'completed').length;
  const isGenerating = phase === 'generating' && (tickets === null || finished < followed.length);

  const create = async (draft: WizardDraft, options: { shouldGenerateImages: boolean; imageCost: number }) => {
    setError(null);
    setPhase('creating');
    let result: ProjectCreateWithStoryResult;
    try {
      result = await wizardApi.create(createInputOf(draft));
    } catch (cause) {
      setError(generationErrorText(cause));
      setPhase('failed');
      return;
    }
    setCreated(result);
    onCreated();
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    if (!options.shouldGenerateImages || result.shotIds.length === 0) {
      setPhase('done');
      return;
    }
    setPhase('generating');
    balance.spend(options.imageCost);
    try {
      const batch = await wizardApi.generateShotImages(result.scenarioId);
      setTickets(batch.jobs);
      setStoppedReason(batch.stoppedReason);
    } catch (cause) {
      balance.refund(options.imageCost);
      setTickets([]);
      setStoppedReason(generationErrorText(cause));
    } finally {
      balance.resync();
    }
  };

  return {
    phase: phase === 'generating' && !isGenerating ? ('done' as const) : phase,
    created,
    create,
    error,
    stoppedReason,
    images: { total: followed.length, finished, failed },
  };
}
