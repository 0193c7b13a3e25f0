import type { JobTicket } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { translateServerMessage } from '../../../lib/i18n';
import { useJobProgress } from '../../generation';

interface AssetJobWatcherProps {
  ticket: JobTicket;
  onFinished: (result: { url: string | null; error: string | null }) => void;
}

/** Follows one asset preview job (also after a reload) and reports its image or error once. Renders nothing. */
export function AssetJobWatcher({ ticket, onFinished }: AssetJobWatcherProps) {
  const { t } = useTranslation();
  const state = useJobProgress(ticket);
  const job = state.job;
  const failedText = t('wizard.assets.imageFailed');
  const onFinishedRef = useRef(onFinished);
  const isReportedRef = useRef(false);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  useEffect(() => {
    // Reported once per ticket; the parent then clears the ticket, which unmounts this watcher.
    if (state.isRunning || isReportedRef.current) return;
    isReportedRef.current = true;
    const url = typeof job?.result?.url === 'string' ? job.result.url : null;
    const error = job?.error
      ? translateServerMessage(t, { text: job.error, code: job.errorCode, params: job.errorParams })
      : failedText;
    onFinishedRef.current({ url, error: url ? null : error });
  }, [state.isRunning, job, failedText, t]);
  return null;
}
