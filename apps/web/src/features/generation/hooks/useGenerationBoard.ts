import type { GenerationKind } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { translateServerText } from '../../../lib/i18n';
import { useBalanceSync } from '../../credits';
import type { GenerationStart, JobProgressState } from '../api/generationTypes';
import type { GenerationState, TrackedJob } from '../api/generationState';
import { generationErrorText } from '../utils/generationErrorText';
import { isJobBatch } from '../utils/jobPolling';
import { jobKeys } from '../api/jobKeys';
import { summarizeGeneration, type FailureTexts, type StartRecord } from '../utils/summarizeGeneration';
import { useActiveJobs } from './useActiveJobs';
import { useJobsProgress } from './useJobsProgress';

export interface StartGeneration {
  /** What the generation is filed under: a variant id, `${shotId}:image`, 'all-images'... */
  key: string;
  kind: GenerationKind;
  /** Credits taken off the shown balance at once; the server's push and the re-sync correct it. */
  cost: number;
  /** The start request: one job, or a batch of them. */
  run: () => Promise<GenerationStart>;
}

interface GenerationBoardOptions {
  /**
   * The project whose queued and running jobs the board takes on when it opens (filed under what each makes,
   * GENERATION_TARGET_KEYS), so work started elsewhere or before a reload shows its progress here too.
   */
  projectId?: string | null;
  /** Called once per job when it ends (completed, failed, not found or polled out): refresh what it made. */
  onJobFinished?: (job: TrackedJob, state: JobProgressState) => void;
}

/**
 * Starts generations and follows their jobs (their progress polled; their end updated at once by the project
 * room's `job:finished`, see generationLiveHandlers), filed by key, so a screen shows each one's progress while
 * the user moves around it. Starting takes the cost off the shown balance at once and re-syncs it with the server
 * shortly after the start and after each job's end (spec §9).
 */
export function useGenerationBoard({ projectId, onJobFinished }: GenerationBoardOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useBalanceSync();
  const [jobs, setJobs] = useState<TrackedJob[]>([]);
  const [starts, setStarts] = useState<Record<string, StartRecord>>({});
  const states = useJobsProgress(jobs.map((job) => job.ticket));
  const activeJobs = useActiveJobs(projectId);
  const handledRef = useRef(new Set<string>());
  const onJobFinishedRef = useRef(onJobFinished);
  useEffect(() => {
    onJobFinishedRef.current = onJobFinished;
  });

  // Jobs the server says are under way (a reload, another screen, "Generate all") are followed like our own.
  useEffect(() => {
    const adoptable = activeJobs.filter((job) => job.targetKey);
    if (adoptable.length === 0) return;
    setJobs((current) => {
      const known = new Set(current.map((job) => job.ticket.jobId));
      const adopted = adoptable
        .filter((job) => !known.has(job.jobId))
        .map(({ jobId, queue, cost, targetId, targetKey, kind }) => ({
          key: targetKey!,
          kind,
          ticket: { jobId, queue, cost, targetId, targetKey },
        }));
      return adopted.length === 0 ? current : [...current, ...adopted];
    });
  }, [activeJobs]);

  useEffect(() => {
    jobs.forEach((job, index) => {
      const state = states[index];
      if (!state || state.isRunning || handledRef.current.has(job.ticket.jobId)) return;
      handledRef.current.add(job.ticket.jobId);
      balance.resync();
      onJobFinishedRef.current?.(job, state);
    });
  }, [jobs, states, balance]);

  const start = useCallback(
    async ({ key, kind, cost, run }: StartGeneration): Promise<GenerationStart | null> => {
      const record = (changes: Partial<StartRecord>) =>
        setStarts((current) => ({
          ...current,
          [key]: { kind, isStarting: false, error: null, stoppedReason: null, ...changes },
        }));
      record({ isStarting: true });
      setJobs((current) => current.filter((job) => job.key !== key));
      balance.spend(cost);
      try {
        const result = await run();
        const tickets = isJobBatch(result) ? result.jobs : [result];
        setJobs((current) => [
          ...current.filter((job) => job.key !== key),
          ...tickets.map((ticket) => ({ key, kind, ticket })),
        ]);
        const stoppedReason = isJobBatch(result) ? result.stoppedReason : null;
        record({ stoppedReason: stoppedReason && translateServerText(stoppedReason) });
        // Other screens of the project take the new jobs on.
        void queryClient.invalidateQueries({ queryKey: jobKeys.activeAll });
        return result;
      } catch (error) {
        // Refused before any job started: nothing was reserved.
        balance.refund(cost);
        record({ error: generationErrorText(error) });
        return null;
      } finally {
        balance.resync();
      }
    },
    [balance, queryClient],
  );

  // One set of failure texts per kind, made when first needed: stateOf runs for every shot of a long storyboard.
  const failureTexts = useMemo(() => {
    const made = new Map<GenerationKind, FailureTexts>();
    return (kind: GenerationKind): FailureTexts => {
      const known = made.get(kind);
      if (known) return known;
      const texts: FailureTexts = {
        failed: (failed, total, isLost) => {
          if (total > 1) return t('generation.batchFailed', { failed, total });
          if (isLost) return t('generation.jobLost');
          if (kind === 'image') return t('generation.imageFailed');
          if (kind === 'video') return t('generation.videoFailed');
          return t('generation.failed');
        },
        timedOut: t('generation.timedOut'),
        repeatTake: t('generation.repeatTake'),
      };
      made.set(kind, texts);
      return texts;
    };
  }, [t]);

  // The followed jobs' states by the key they were started under, and the running ones by the key of what they
  // make, so a key's state is found without going through every job (stateOf runs once per shot per render).
  const byKey = useMemo(() => {
    const own = new Map<string, JobProgressState[]>();
    const running = new Map<string, JobProgressState[]>();
    const kinds = new Map<string, GenerationKind>();
    const add = (map: Map<string, JobProgressState[]>, key: string, state: JobProgressState) => {
      const list = map.get(key);
      if (list) list.push(state);
      else map.set(key, [state]);
    };
    jobs.forEach((job, index) => {
      if (!kinds.has(job.key)) kinds.set(job.key, job.kind);
      const state = states[index];
      if (!state) return;
      add(own, job.key, state);
      const target = job.ticket.targetKey;
      if (target && target !== job.key && state.isRunning) add(running, target, state);
    });
    return { own, running, kinds };
  }, [jobs, states]);

  /**
   * Where the generation under `key` stands: the jobs started under it, and while they run, jobs filed
   * elsewhere that make the same thing (a shot's image inside "Generate all images").
   */
  const stateOf = useCallback(
    (key: string): GenerationState => {
      const record = starts[key];
      const own = byKey.own.get(key);
      const running = byKey.running.get(key);
      const keyed = own && running ? [...own, ...running] : (own ?? running ?? []);
      const kind = record?.kind ?? byKey.kinds.get(key) ?? 'image';
      return summarizeGeneration(record, keyed, failureTexts(kind));
    },
    [starts, byKey, failureTexts],
  );

  /** Whether a running job fills `targetId` (e.g. a variant a suite is generating). */
  const isTargetRunning = (targetId: string) =>
    jobs.some((job, index) => job.ticket.targetId === targetId && states[index]?.isRunning);

  return { start, stateOf, isTargetRunning };
}
