import { queueOfJobKind, type JobTicket } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { JobProgress, useJobProgress } from '../../generation';
import { Spinner } from '../../../ui';
import { timelineKeys } from './timelineApi';

interface PendingClipProgressProps {
  scenarioId: string;
  clipId: string;
  jobId: string | null;
  label: string;
}

/**
 * Progress of a voice clip's speech job (polled through the generation feature); when the job ends, the clip
 * list is read again so the clip shows its waveform or its failure.
 */
export function PendingClipProgress({ scenarioId, clipId, jobId, label }: PendingClipProgressProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ticket = useMemo<JobTicket | null>(
    () => (jobId ? { jobId, queue: queueOfJobKind('voice-clip'), cost: 0, targetId: clipId } : null),
    [jobId, clipId],
  );
  const progress = useJobProgress(ticket);
  const isFinished = ticket !== null && !progress.isRunning;

  useEffect(() => {
    if (isFinished) void queryClient.invalidateQueries({ queryKey: timelineKeys.voiceClips(scenarioId) });
  }, [isFinished, queryClient, scenarioId]);

  return (
    <span role="status" className="flex flex-col gap-0.5 px-1.5 text-[11px] text-fg-muted">
      <span className="flex items-center gap-1.5">
        <Spinner className="size-3" />
        {t('timeline.voice.pending')}
      </span>
      {ticket && <JobProgress value={progress.progress} label={label} />}
    </span>
  );
}
