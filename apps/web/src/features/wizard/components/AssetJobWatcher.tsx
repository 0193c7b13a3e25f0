import type { JobTicket } from '@sym/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
  useEffect(() => {
    if (state.isRunning) return;
    const url = typeof job?.result?.url === 'string' ? job.result.url : null;
    onFinished({ url, error: url ? null : (job?.error ?? t('wizard.assets.imageFailed')) });
    // Reported once per ticket; the parent clears the ticket, which unmounts this watcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.isRunning]);
  return null;
}
